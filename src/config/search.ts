// Search wiring (the DocSearch modal and /search). Owned by the local-search work (issue 4).
// Default: the local index (src/plugins/local-search). With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
// ALGOLIA_INDEX_NAME set at build time, the same theme talks to Algolia and the local plugin is left out
// (src/config/plugins.ts registers it only without them).

export interface AlgoliaEnv {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The Algolia settings from the environment, or null when any of the three is missing. */
export function algoliaFromEnv(env: NodeJS.ProcessEnv = process.env): AlgoliaEnv | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

/** Index name the local client answers to (any string works; Algolia's records use the real one). */
export const LOCAL_INDEX_NAME = 'konva-zh-docs';

export function searchThemeConfig(env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  const algolia = algoliaFromEnv(env);
  return {
    algolia: {
      // Placeholders in local mode: the theme requires them, our client ignores them, no Algolia host is contacted.
      appId: algolia?.appId ?? 'local',
      apiKey: algolia?.apiKey ?? 'local',
      indexName: algolia?.indexName ?? LOCAL_INDEX_NAME,
      // Contextual search off: filter on the site's language and tags, as a fixed Algolia setup would.
      contextualSearch: false,
      searchParameters: {
        facetFilters: ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
      searchPagePath: 'search',
    },
  };
}
