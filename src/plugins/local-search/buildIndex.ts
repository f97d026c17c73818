// Builds the shipped index from DocSearch records: compact records plus a serialised MiniSearch, split into
// shards when one file would pass the size budget (the client loads every shard and merges the answers).
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {miniSearchOptions, toIndexedDoc, type IndexedDoc} from './indexOptions';
import {HIERARCHY_LEVELS, type DocSearchRecord, type FacetSet, type IndexShard, type StoredRecord} from './types';

/** The compact form of a record: site-relative URL, hierarchy as an array, facets by reference. */
export function toStoredRecord(record: DocSearchRecord, siteUrl: string, facetIndex: number): StoredRecord {
  const h = HIERARCHY_LEVELS.map((l) => record.hierarchy[l]);
  while (h.length > 0 && h[h.length - 1] === null) h.pop();
  const u = record.url.startsWith(siteUrl) ? record.url.slice(siteUrl.length) || '/' : record.url;
  return {u, t: record.type, h, c: record.content, f: facetIndex};
}

function buildShard(records: DocSearchRecord[], siteUrl: string): IndexShard {
  const facets: FacetSet[] = [];
  const facetKeys = new Map<string, number>();
  const stored = records.map((r) => {
    const key = `${r.language}\u0000${r.docusaurus_tag}\u0000${r.version}`;
    let f = facetKeys.get(key);
    if (f === undefined) {
      f = facets.length;
      facetKeys.set(key, f);
      facets.push({language: r.language, docusaurus_tag: r.docusaurus_tag, version: r.version});
    }
    return toStoredRecord(r, siteUrl, f);
  });
  const ms = new MiniSearch<IndexedDoc>(miniSearchOptions);
  ms.addAll(stored.map((r, i) => toIndexedDoc(r, i)));
  return {records: stored, facets, index: ms.toJSON()};
}

export interface BuiltIndex {
  shards: {json: string; gzipBytes: number}[];
  rawBytes: number;
  gzipBytes: number;
}

/** Groups records by page so a page never straddles two shards. */
function byPage(records: DocSearchRecord[]): DocSearchRecord[][] {
  const pages = new Map<string, DocSearchRecord[]>();
  for (const r of records) {
    const list = pages.get(r.url_without_anchor) ?? [];
    list.push(r);
    pages.set(r.url_without_anchor, list);
  }
  return [...pages.values()];
}

export function buildIndex(records: DocSearchRecord[], siteUrl: string, maxShardGzipBytes = 500_000): BuiltIndex {
  const encode = (rs: DocSearchRecord[]) => {
    const json = JSON.stringify(buildShard(rs, siteUrl));
    return {json, gzipBytes: gzipSync(json).length};
  };
  const whole = encode(records);
  let shards = [whole];
  if (whole.gzipBytes > maxShardGzipBytes) {
    const pages = byPage(records);
    const count = Math.ceil(whole.gzipBytes / (maxShardGzipBytes * 0.85));
    const per = Math.ceil(pages.length / count);
    shards = [];
    for (let i = 0; i < pages.length; i += per) shards.push(encode(pages.slice(i, i + per).flat()));
  }
  return {
    shards,
    rawBytes: shards.reduce((n, s) => n + Buffer.byteLength(s.json), 0),
    gzipBytes: shards.reduce((n, s) => n + s.gzipBytes, 0),
  };
}
