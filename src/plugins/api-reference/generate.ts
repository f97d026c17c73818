// Writes the generated API pages into the docs folder (git-ignored), replacing what a previous build left.
import fs from 'node:fs';
import path from 'node:path';
import {extractApi, konvaRoot} from './extract';
import {Renderer} from './render';
import {listDocRoutes} from './docRoutes';
import {tutorialRoutes} from './tutorials';
import {examplesDir, readMemberExamples} from './examples';
import {apiZh} from '../../data/api-zh';
import type {ApiModel} from './model';

export interface GenerateOptions {
  siteDir: string;
  /** folder the docs plugin reads the API pages from, relative to siteDir */
  outDir: string;
  /** tutorial docs folder, to link only tutorials that exist */
  docsDir: string;
  /** the Chinese text (default: src/data/api-zh as first imported; `npm start` passes a fresh copy after an edit) */
  zh?: typeof apiZh;
}

export function generateApiPages(options: GenerateOptions): {model: ApiModel; files: string[]} {
  const model = extractApi(konvaRoot(options.siteDir));
  const renderer = new Renderer({
    model,
    zh: options.zh ?? apiZh,
    docRoutes: listDocRoutes(path.join(options.siteDir, options.docsDir)),
    tutorialRoutes,
    examples: readMemberExamples(examplesDir(options.siteDir)),
  });
  const pages = renderer.pages();
  const outDir = path.join(options.siteDir, options.outDir);
  // Only changed files are written and only stale ones removed, so `npm start` recompiles just the pages an edit
  // touched.
  const wanted = new Set(pages.map((p) => path.join(outDir, p.file)));
  const existing = fs.existsSync(outDir) ? fs.readdirSync(outDir, {recursive: true, withFileTypes: true}) : [];
  for (const e of existing) {
    const file = path.join(e.parentPath, e.name);
    if (e.isFile() && !wanted.has(file)) fs.rmSync(file);
  }
  for (const page of pages) {
    const file = path.join(outDir, page.file);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === page.content) continue;
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, page.content);
  }
  return {model, files: pages.map((p) => p.file)};
}
