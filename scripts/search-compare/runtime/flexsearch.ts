// FlexSearch Document index over the records, one index per field; a hit's score sums its field ranks weighted
// title 3, headings 2, content 1, code comment 0.5 (FlexSearch ranks within a field, it has no cross-field scoring).
// 'cjk': its own Chinese preset (Charset.CJK: one term per character) with the context index (adjacent terms
// scored together); 'bigram' / 'segmenter': our tokenisers through its `encode` hook.
import {Charset, Document} from 'flexsearch';
import type {Doc} from '../corpus';
import {fieldText, libraryQuery, terms, type Tokenizer} from './text';
import {displayStore, urlsOf, type Files, type Runtime} from './types';

export type FlexMode = Tokenizer | 'cjk';
const WEIGHT: Record<string, number> = {title: 3, headings: 2, content: 1, comment: 0.5};
const FIELDS = ['title', 'headings', 'content', 'comment'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDocument = any;

function create(mode: FlexMode): AnyDocument {
  const base =
    mode === 'cjk'
      ? {encoder: Charset.CJK, tokenize: 'strict', context: {depth: 1, bidirectional: true, resolution: 3}}
      : {encode: (s: string) => terms(s, mode, 'index'), tokenize: 'strict'};
  return new Document({document: {id: 'id', index: FIELDS.map((field) => ({field, ...base}))}} as never);
}

const flat = (d: Doc) => ({id: d.id, ...Object.fromEntries(FIELDS.map((f) => [f, fieldText(d, f)]))});

export const flexSearch = (mode: FlexMode): Runtime => ({
  async build(docs) {
    const index = create(mode);
    for (const d of docs) index.add(flat(d));
    const parts: Record<string, string> = {};
    await index.export((key: string, data: string) => {
      parts[key] = data;
    });
    return {'index.json': JSON.stringify(parts), 'docs.json': displayStore(docs)};
  },
  async load(files: Files) {
    const index = create(mode);
    const parts = JSON.parse(files['index.json']) as Record<string, string>;
    for (const [key, data] of Object.entries(parts)) await index.import(key, data);
    const urls = urlsOf(files['docs.json']);
    return (q: string) => {
      const score = new Map<number, number>();
      const results = index.search(libraryQuery(q), {limit: 100, suggest: true}) as {field: string; result: number[]}[];
      for (const {field, result} of results)
        result.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + WEIGHT[field] / (rank + 1)));
      return [...score].sort((a, b) => b[1] - a[1]).map(([id]) => urls[id]);
    };
  },
});
