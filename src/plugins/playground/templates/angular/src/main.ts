// 以 JIT 方式运行：ng2-konva 发布的是部分编译的代码，需要 @angular/compiler。
import '@angular/compiler';
import {bootstrapApplication} from '@angular/platform-browser';
import {provideZonelessChangeDetection} from '@angular/core';
import {App} from './app';

bootstrapApplication(App, {providers: [provideZonelessChangeDetection()]}).catch((err) => console.error(err));
