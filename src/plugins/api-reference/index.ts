// api-reference: generates the API pages (content/api, git-ignored) from the installed konva package and
// src/data/api-zh when the plugin loads, before the docs plugin reads its folder; exposes the Konva version.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateApiPages} from './generate';

export interface ApiReferenceOptions {
  /** where the generated MDX goes, relative to the site; the docs plugin must read it (apiSidebar: content/api) */
  outDir: string;
  /** tutorial docs folder, relative to the site */
  docsDir: string;
}

export const defaultApiReferenceOptions: ApiReferenceOptions = {outDir: 'content/api', docsDir: 'content/docs'};

export default function apiReferencePlugin(context: LoadContext, options: Partial<ApiReferenceOptions>): Plugin<{version: string}> {
  const opts = {...defaultApiReferenceOptions, ...options};
  // generate now: plugins are all initialised before any loadContent, so the docs plugin sees the pages
  const {model} = generateApiPages({siteDir: context.siteDir, ...opts});
  return {
    name: 'api-reference',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src/data/api-zh/**/*.ts')];
    },
    async loadContent() {
      return {version: model.version};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
