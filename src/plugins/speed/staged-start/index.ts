// staged-start: the browser bundle starts the site in several short tasks instead of one long one. Docusaurus' client
// entry imports the whole app statically, so evaluating main.js ran every module of React, the router, the route
// table, the client modules and the theme, then began preloading, all in one task of ~70-90 ms on this machine
// (4x that on Lighthouse's phone): the longest task of every page load and most of its blocking time. Our entry
// (client/entry.tsx) does the same work with the same modules, in the same bundle, with a task boundary between
// the stages. Production builds only: the dev server keeps Docusaurus' entry (hot reload).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const DOCUSAURUS_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
export const STAGED_ENTRY = path.join(__dirname, 'client', 'entry.tsx');

/** Swaps Docusaurus' client entry for ours; false when the config's entry is not the one we expect. */
export function swapEntry(config: {entry?: unknown}): boolean {
  if (typeof config.entry !== 'string' || !DOCUSAURUS_ENTRY.test(config.entry)) return false;
  config.entry = STAGED_ENTRY;
  return true;
}

export default function stagedStartPlugin(): Plugin {
  return {
    name: 'konva-staged-start',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      if (!swapEntry(config))
        throw new Error(`konva-staged-start: Docusaurus' client entry is no longer ${DOCUSAURUS_ENTRY}`);
      return {};
    },
  };
}
