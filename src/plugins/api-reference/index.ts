// api-reference: generates the API pages (content/api, git-ignored) from the installed konva package and
// src/data/api-zh when the plugin loads, before the docs plugin reads its folder.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import {generateApiPages} from './generate';

export type ApiReferenceOptions = {
  /** where the generated MDX goes, relative to the site; the docs plugin must read it (apiSidebar: content/api) */
  outDir: string;
  /** tutorial docs folder, relative to the site */
  docsDir: string;
};

export const defaultApiReferenceOptions: ApiReferenceOptions = {outDir: 'content/api', docsDir: 'content/docs'};

// options arrive untyped from the config; src/config/plugins.ts builds them as ApiReferenceOptions
export default function apiReferencePlugin(context: LoadContext, options: unknown): Plugin {
  const opts = {...defaultApiReferenceOptions, ...(options as Partial<ApiReferenceOptions>)};
  // generate now: plugins are all initialised before any loadContent, so the docs plugin sees the pages
  generateApiPages({siteDir: context.siteDir, ...opts});
  let loaded = false;
  return {
    name: 'api-reference',
    // `npm start` calls this again when a watched file changes: regenerate from a fresh copy of src/data/api-zh
    // (the docs plugin then sees the changed pages). The first call has nothing to do: the pages were just written.
    async loadContent() {
      if (!loaded) {
        loaded = true;
        return;
      }
      // A fresh copy: a plain import (or require) keeps the first evaluation of the data files.
      const {apiZh} = (await loadFreshModule(
        path.join(context.siteDir, 'src/data/api-zh/index.ts'),
      )) as typeof import('../../data/api-zh');
      generateApiPages({siteDir: context.siteDir, ...opts, zh: apiZh});
    },
    getPathsToWatch() {
      return [
        path.join(context.siteDir, 'src/data/api-zh/**/*.ts'),
        path.join(context.siteDir, 'src/data/api-examples/**/*.js'),
      ];
    },
  };
}
