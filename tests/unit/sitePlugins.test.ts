// src/config/plugins.ts is the one registration of the site's plugins; these are its order-sensitive facts.
import {describe, expect, it} from 'vitest';
import type {PluginConfig} from '@docusaurus/types';
import {sitePlugins, sitePresets} from '../../src/config/plugins';
import offlinePlugin from '../../src/plugins/offline';
import leanDocsPlugin from '../../src/plugins/speed/lean-docs';

const ALGOLIA = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'konva'};
const moduleOf = (entry: PluginConfig): unknown => (Array.isArray(entry) ? entry[0] : entry);

describe('site plugins', () => {
  it('loads the docs plugin first and the offline plugin last, after every plugin whose files it lists', () => {
    const plugins = sitePlugins({});
    expect(moduleOf(plugins[0]!)).toBe(leanDocsPlugin);
    expect(moduleOf(plugins.at(-1)!)).toBe(offlinePlugin);
    expect(plugins.filter((p) => moduleOf(p) === offlinePlugin)).toHaveLength(1);
  });

  it('registers the local search index only without Algolia', () => {
    expect(sitePlugins({}).length - sitePlugins(ALGOLIA).length).toBe(1);
  });

  it('focuses the docs plugin with DOCS_FOCUS', () => {
    const options = (env: NodeJS.ProcessEnv) => (sitePlugins(env)[0] as [unknown, {include: string[]}])[1].include;
    expect(options({})).toEqual(['**/*.{md,mdx}']);
    expect(options({DOCS_FOCUS: 'events'})).toContain('docs/events/**/*.{md,mdx}');
  });

  it('keeps the classic preset without its docs plugin (lean-docs replaces it)', () => {
    expect(sitePresets()).toMatchObject([['classic', {docs: false}]]);
  });
});
