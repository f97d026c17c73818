// Builds the shipped index from DocSearch records: a head file (page titles and headings, all a first query needs)
// and a body file (every paragraph, list item, table row and code comment, under its section). Only text ships, no
// postings: the client tokenises it on load, which measured smaller than any postings encoding (Chinese bigrams are
// nearly one term per character). Doc structure is implied by order and strings are shared through tables.
import {gzipSync} from 'node:zlib';
import {encodeInts} from './varint';
import type {BodyFile, DocSearchRecord, FacetSet, HeadFile, PackedPage} from './types';

/** How much of each paragraph ships. */
export interface LeanOptions {
  /** Characters of a paragraph kept (indexed, and cut into a snippet around the match): the answer to a question is
   * often at the end of a long paragraph, so by default all of it (extract.ts already stops at 2,000). */
  paragraphChars: number;
}
export const DEFAULT_LEAN: LeanOptions = {paragraphChars: 2000};

export interface BuiltFile {
  json: string;
  gzipBytes: number;
}
export interface BuiltIndex {
  head: BuiltFile;
  body: BuiltFile[];
  rawBytes: number;
  gzipBytes: number;
  /** Pages, headings and paragraphs in the index (the records it can return). */
  docs: number;
}

function pathOf(url: string, siteUrl: string): string {
  return url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : url;
}

const encode = (x: unknown): BuiltFile => {
  const json = JSON.stringify(x);
  return {json, gzipBytes: gzipSync(json).length};
};

export function buildIndex(records: DocSearchRecord[], siteUrl: string, lean: LeanOptions = DEFAULT_LEAN): BuiltIndex {
  const facets: FacetSet[] = [];
  const facetKeys = new Map<string, number>();
  const lvl0: string[] = [];
  const pages: PackedPage[] = [];
  const parents: number[] = [];
  const texts: string[] = [];
  const code: number[] = [];
  let headDocs = 0;

  const byPage = new Map<string, DocSearchRecord[]>();
  for (const r of records) {
    const list = byPage.get(r.url_without_anchor);
    if (list) list.push(r);
    else byPage.set(r.url_without_anchor, [r]);
  }
  for (const [url, recs] of byPage) {
    const first = recs[0];
    const facetKey = `${first.language}\u0000${first.docusaurus_tag}\u0000${first.version}`;
    let f = facetKeys.get(facetKey);
    if (f === undefined) {
      f = facets.length;
      facetKeys.set(facetKey, f);
      facets.push({language: first.language, docusaurus_tag: first.docusaurus_tag, version: first.version});
    }
    const section = first.hierarchy.lvl0 ?? '';
    let l0 = lvl0.indexOf(section);
    if (l0 < 0) l0 = lvl0.push(section) - 1;
    const path = pathOf(url, siteUrl);
    const headings: PackedPage[4] = [];
    let current = headDocs++; // the page itself
    const seen = new Set<string>();
    for (const r of recs) {
      if (r.type !== 'content' && r.type !== 'lvl1' && r.type !== 'lvl0') {
        current = headDocs++;
        headings.push([Number(r.type.slice(3)), r.anchor ?? '', r.hierarchy[r.type] ?? '']);
        continue;
      }
      const text = r.content;
      if (!text || seen.has(text)) continue; // no text twice on one page (repeated notes, table rows, flavours)
      seen.add(text);
      if (r.source === 'code') code.push(texts.length);
      parents.push(current);
      texts.push(text.length > lean.paragraphChars ? `${text.slice(0, lean.paragraphChars)}…` : text);
    }
    pages.push([path, l0, f, first.hierarchy.lvl1 ?? '', headings]);
  }

  const head = encode({version: 2, facets, lvl0, pages} satisfies HeadFile);
  const body = encode({
    version: 2,
    first: headDocs,
    parents: encodeInts(parents),
    texts,
    code: encodeInts(code),
  } satisfies BodyFile);
  return {
    head,
    body: [body],
    rawBytes: Buffer.byteLength(head.json) + Buffer.byteLength(body.json),
    gzipBytes: head.gzipBytes + body.gzipBytes,
    docs: headDocs + texts.length,
  };
}
