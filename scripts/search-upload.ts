// `npm run search:upload`: sends the built site's DocSearch records (the same ones the local index is made from)
// to Algolia with the official client. Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME, and a
// production build in ./build (or --dir). `--dry-run` prints what would be sent and contacts nobody.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {collectRecords, routesFromBuildDir} from '../src/plugins/local-search/collect';
import {DEFAULT_HIGHLIGHT_TAGS} from '../src/plugins/local-search/client/engine';
import type {IndexSettings} from 'algoliasearch';
import type {DocSearchRecord} from '../src/plugins/local-search/types';

/** Index settings of the DocSearch crawler's Docusaurus template, with Chinese as the index language. */
export const ALGOLIA_INDEX_SETTINGS: IndexSettings = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: DEFAULT_HIGHLIGHT_TAGS.pre,
  highlightPostTag: DEFAULT_HIGHLIGHT_TAGS.post,
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_#.',
  indexLanguages: ['zh'],
  queryLanguages: ['zh', 'en'],
};

export interface UploadEnv {
  appId: string;
  adminKey: string;
  indexName: string;
}

/** The upload settings from the environment; throws with the names of the missing variables. */
export function uploadEnv(env: NodeJS.ProcessEnv = process.env): UploadEnv {
  const names = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const missing = names.filter((n) => !env[n]?.trim());
  if (missing.length) throw new Error(`search:upload 需要环境变量：${missing.join(', ')}`);
  return {
    appId: env.ALGOLIA_APP_ID!.trim(),
    adminKey: env.ALGOLIA_ADMIN_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
  };
}

/** Every record of a build directory, with absolute URLs on the site's configured address. */
export async function recordsFromBuild(buildDir: string, siteUrl: string, baseUrl: string): Promise<DocSearchRecord[]> {
  const routePaths = await routesFromBuildDir(buildDir, baseUrl);
  return collectRecords({outDir: buildDir, routePaths, siteUrl, baseUrl});
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, 'dry-run': {type: 'boolean', default: false}},
  });
  const {default: config} = await import('../docusaurus.config');
  const records = await recordsFromBuild(path.resolve(values.dir!), config.url, config.baseUrl);
  const pages = new Set(records.map((r) => r.url_without_anchor)).size;
  if (values['dry-run']) {
    console.log(JSON.stringify({pages, records: records.length, sample: records.slice(0, 3)}, null, 2));
    return;
  }
  const {appId, adminKey, indexName} = uploadEnv();
  const {algoliasearch} = await import('algoliasearch');
  const client = algoliasearch(appId, adminKey);
  await client.setSettings({indexName, indexSettings: ALGOLIA_INDEX_SETTINGS});
  // Atomic: records go to a temporary index that then replaces the live one.
  await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  console.log(`已上传 ${records.length} 条记录（${pages} 个页面）到 Algolia 索引 ${indexName}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
