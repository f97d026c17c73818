// The one text every engine indexes: the DocSearch records the site's build extracted (records.json), as docs of one
// record each (page title, heading path, content, URL with anchor), filtered by the dialog's own facet filters.
import fs from 'node:fs';
import type {FacetFilters} from '../../src/plugins/local-search/client/engine';
import {searchThemeConfig} from '../../src/config/search';
import {anchorOf, CODE_COMMENT, isBodyKind, loadFiles, PAGE} from '../../src/plugins/local-search/client/docIndex';
import type {BodyFile, DocSearchRecord, HeadFile, IndexManifest} from '../../src/plugins/local-search/types';
import type {Files} from './runtime/types';

/** One searchable record: what a DocSearch hit shows and links to. */
export interface Doc {
  id: number;
  /** Page path without anchor, e.g. /docs/shapes/Rect.html (what recall counts). */
  page: string;
  /** Path with the heading anchor (what a hit links to). */
  url: string;
  title: string;
  /** lvl2…lvl6 of the record, outermost first. */
  headings: string[];
  content: string;
  /** A code comment (content from a code block): indexed at low weight, as our engine does. */
  code: boolean;
  type: DocSearchRecord['type'];
}

/** The records file: page hash → records, as collect.ts caches it. */
export function loadRecords(file: string): DocSearchRecord[] {
  const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, DocSearchRecord[]>;
  return Object.values(cache).flat();
}

export const dialogFacetFilters = (): FacetFilters =>
  (searchThemeConfig({}).algolia as {searchParameters: {facetFilters: FacetFilters}}).searchParameters.facetFilters;

/** Does a record pass the dialog's facet filters (language, docusaurus_tag)? Our engine filters its hits alike. */
function passes(r: DocSearchRecord, filters: FacetFilters): boolean {
  const one = (f: string) => {
    const [attr, value] = f.split(':');
    return (r as unknown as Record<string, string>)[attr] === value;
  };
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((f) => (Array.isArray(f) ? f.length === 0 || f.some(one) : one(f)));
}

export function siteUrlOf(records: DocSearchRecord[]): string {
  return new URL(records[0].url).origin;
}

const pathOf = (url: string): string => {
  const u = new URL(url);
  return decodeURIComponent(u.pathname) + (u.hash ? decodeURIComponent(u.hash) : '');
};

export function docsFromRecords(records: DocSearchRecord[]): Doc[] {
  const filters = dialogFacetFilters();
  const docs: Doc[] = [];
  for (const r of records) {
    if (!passes(r, filters)) continue;
    const h = r.hierarchy;
    const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter((x): x is string => !!x);
    docs.push({
      id: docs.length,
      page: pathOf(r.url_without_anchor),
      url: pathOf(r.url),
      title: h.lvl1 ?? '',
      headings,
      content: r.content ?? '',
      code: r.source === 'code',
      type: r.type,
    });
  }
  return docs;
}

/** The docs of our built index with exactly the text it ships (as buildIndex.ts keeps it), so the
 * libraries can be measured on our index text too (--text ours). */
export function docsFromOurIndex(files: Files): Doc[] {
  const manifest = JSON.parse(files['manifest.json']) as IndexManifest;
  const index = loadFiles(
    JSON.parse(files[manifest.head]) as HeadFile,
    manifest.body.map((b) => JSON.parse(files[b]) as BodyFile),
  );
  return index.text.map((text, d) => {
    const chain: number[] = [];
    for (let a = d; a >= 0; a = index.parent[a]) chain.unshift(a);
    const anchor = anchorOf(index, d);
    const page = index.pagePath[index.page[d]];
    const kind = index.kind[d];
    return {
      id: d,
      page,
      url: anchor ? `${page}#${anchor}` : page,
      title: index.text[chain[0]],
      headings: chain
        .slice(1)
        .filter((a) => !isBodyKind(index.kind[a]))
        .map((a) => index.text[a]),
      content: isBodyKind(kind) ? text : '',
      code: kind === CODE_COMMENT,
      type: kind === PAGE ? 'lvl1' : isBodyKind(kind) ? 'content' : (`lvl${kind}` as Doc['type']),
    };
  });
}
