// Replaces `algoliasearch/lite` for the /search page (webpack alias set by the local-search plugin):
// the page's `liteClient(appId, apiKey)` gets our local client instead.
import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient, MANIFEST_PATH, type LocalSearchClient} from './searchClient';

export function liteClient(_appId?: string, _apiKey?: string): LocalSearchClient {
  return createLocalSearchClient(`${siteConfig.baseUrl}${MANIFEST_PATH}`, {complete: true});
}

export default liteClient;
