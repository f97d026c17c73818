// 下载项目时，这个文件会被示例代码替换。
import {Component} from '@angular/core';

@Component({selector: 'app-root', template: ''})
export class App {}
