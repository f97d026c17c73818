import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {algoliaFromEnv, searchThemeConfig} from '../../../src/config/search';
import {routesFromBuildDir, htmlFileForRoute} from '../../../src/plugins/local-search/collect';
import {uploadEnv, recordsFromBuild} from '../../../scripts/search-upload';

const ALGOLIA = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'konva'};

describe('search configuration', () => {
  it('uses the local index unless all three Algolia variables are set', () => {
    expect(algoliaFromEnv({})).toBeNull();
    expect(algoliaFromEnv({...ALGOLIA, ALGOLIA_INDEX_NAME: ' '})).toBeNull();
    expect(searchThemeConfig(ALGOLIA).algolia).toMatchObject({appId: 'APP', apiKey: 'search-key', indexName: 'konva'});
  });

  it('filters on language and docs tag with contextual search off, in both modes', () => {
    for (const env of [{}, ALGOLIA]) {
      expect(searchThemeConfig(env).algolia).toMatchObject({
        contextualSearch: false,
        searchPagePath: 'search',
        searchParameters: {
          facetFilters: ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      });
    }
  });

  it('names the missing variables for search:upload', () => {
    expect(() => uploadEnv({ALGOLIA_APP_ID: 'a'})).toThrow(/ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME/);
    expect(uploadEnv({ALGOLIA_APP_ID: 'a', ALGOLIA_ADMIN_API_KEY: 'b', ALGOLIA_INDEX_NAME: 'c'})).toEqual({
      appId: 'a',
      adminKey: 'b',
      indexName: 'c',
    });
  });
});

describe('build directory walking', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
  const page = fs.readFileSync(path.join(__dirname, 'fixtures', 'doc-page.html'), 'utf8');
  for (const file of ['docs/a/B.html', 'blog/post/index.html', 'index.html', '404.html', 'search/index.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), page);
  }

  it('lists routes the way Docusaurus names them', async () => {
    expect((await routesFromBuildDir(dir, '/')).sort()).toEqual([
      '/',
      '/404.html',
      '/blog/post',
      '/docs/a/B.html',
      '/search',
    ]);
    expect(await htmlFileForRoute(dir, '/blog/post', '/')).toBe(path.join(dir, 'blog/post/index.html'));
    expect(await htmlFileForRoute(dir, '/docs/a/B.html', '/')).toBe(path.join(dir, 'docs/a/B.html'));
    expect(await htmlFileForRoute(dir, '/missing', '/')).toBeNull();
  });

  it('makes records for pages but not for 404 and the search page, with absolute URLs', async () => {
    const records = await recordsFromBuild(dir, 'https://example.org', '/');
    const pages = [...new Set(records.map((r) => r.url_without_anchor))].sort();
    expect(pages).toEqual([
      'https://example.org/',
      'https://example.org/blog/post',
      'https://example.org/docs/a/B.html',
    ]);
  });
});
