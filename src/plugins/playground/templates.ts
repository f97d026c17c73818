// Project templates for 下载项目: plain files under templates/<flavour>/, read at build time into
// templates.json; `{{pkg}}` placeholders in package.json become the versions installed here.
import fs from 'node:fs';
import path from 'node:path';
import {FLAVOURS, type Flavour} from './flavours';

export const TEMPLATE_PACKAGES = [
  'konva',
  'react',
  'react-dom',
  'react-konva',
  'vue',
  'vue-konva',
  'svelte',
  'svelte-konva',
  '@angular/core',
  '@angular/common',
  '@angular/compiler',
  '@angular/platform-browser',
  'ng2-konva',
  'rxjs',
  // extra libraries (EXTRA_MODULES): added to a project's dependencies when its example imports them
  'react-konva-utils',
  'use-image',
  'gifuct-js',
  'jspdf',
  'tslib',
  'typescript',
] as const;

export type Templates = Record<Flavour, Record<string, string>>;

export function installedVersions(siteDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TEMPLATE_PACKAGES) {
    const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    out[name] = pkg.version;
  }
  return out;
}

export function readTemplates(dir = path.join(__dirname, 'templates')): Templates {
  const out = {} as Templates;
  for (const f of FLAVOURS) {
    const files: Record<string, string> = {};
    const walk = (rel: string) => {
      for (const e of fs.readdirSync(path.join(dir, f, rel), {withFileTypes: true})) {
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) walk(r);
        else files[r] = fs.readFileSync(path.join(dir, f, r), 'utf8');
      }
    };
    walk('');
    out[f] = files;
  }
  return out;
}
