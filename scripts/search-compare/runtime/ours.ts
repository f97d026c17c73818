// Our engine as the site ships it: the head and body files of buildIndex.ts, loaded and queried by the dialog's
// own client code (loadFiles, answer with the dialog's facet filters, one hit per URL).
import {loadFiles} from '../../../src/plugins/local-search/client/docIndex';
import {answer, type FacetFilters} from '../../../src/plugins/local-search/client/engine';
import type {BodyFile, HeadFile, IndexManifest} from '../../../src/plugins/local-search/types';
import type {Files, Search} from './types';

export const ours = (facetFilters: FacetFilters) => ({load: (files: Files): Search => loadOurs(files, facetFilters)});

export function loadOurs(files: Files, facetFilters: FacetFilters): Search {
  const manifest = JSON.parse(files['manifest.json']) as IndexManifest;
  const index = loadFiles(
    JSON.parse(files[manifest.head]) as HeadFile,
    manifest.body.map((b) => JSON.parse(files[b]) as BodyFile),
  );
  return (query) => answer(index, 'compare', {query, hitsPerPage: 20, facetFilters}, '').hits.map((h) => h.url);
}
