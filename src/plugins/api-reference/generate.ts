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
}

export function generateApiPages(options: GenerateOptions): {model: ApiModel; files: string[]} {
  const model = extractApi(konvaRoot(options.siteDir));
  const renderer = new Renderer({
    model,
    zh: apiZh,
    docRoutes: listDocRoutes(path.join(options.siteDir, options.docsDir)),
    tutorialRoutes,
    examples: readMemberExamples(examplesDir(options.siteDir)),
  });
  const pages = renderer.pages();
  const outDir = path.join(options.siteDir, options.outDir);
  fs.rmSync(outDir, {recursive: true, force: true});
  for (const page of pages) {
    const file = path.join(outDir, page.file);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, page.content);
  }
  return {model, files: pages.map((p) => p.file)};
}
