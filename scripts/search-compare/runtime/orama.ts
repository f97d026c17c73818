// Orama over the records: string fields title, headings, content, code comment (boost 3, 2, 1, 0.5), BM25, any
// term may match (threshold 1); no typo tolerance: Orama's applies to every term, and a 2-character term within one
// edit is noise. 'mandarin': @orama/tokenizers' Chinese tokenizer (Intl.Segmenter words); 'bigram': ours, custom.
import {
  create,
  insertMultiple,
  load,
  save,
  search,
  type AnyOrama,
  type Tokenizer as OramaTokenizer,
} from '@orama/orama';
import {createTokenizer} from '@orama/tokenizers/mandarin';
import {fieldText, libraryQuery, terms} from './text';
import {displayStore, urlsOf, type Files, type Runtime} from './types';

export type OramaMode = 'mandarin' | 'bigram';

function bigramTokenizer(): OramaTokenizer {
  return {
    language: 'mandarin',
    normalizationCache: new Map(),
    tokenize: (raw: string) => [...new Set(terms(raw, 'bigram', 'index'))],
  } as unknown as OramaTokenizer;
}

const FIELDS = ['title', 'headings', 'content', 'comment'] as const;
const schema = {id: 'string', title: 'string', headings: 'string', content: 'string', comment: 'string'} as const;
const make = (mode: OramaMode): AnyOrama =>
  create({schema, components: {tokenizer: mode === 'mandarin' ? createTokenizer() : bigramTokenizer()}}) as AnyOrama;

export const orama = (mode: OramaMode): Runtime => ({
  async build(docs) {
    const db = make(mode);
    await insertMultiple(
      db,
      docs.map((d) => ({id: String(d.id), ...Object.fromEntries(FIELDS.map((f) => [f, fieldText(d, f)]))})),
    );
    return {'index.json': JSON.stringify(save(db)), 'docs.json': displayStore(docs)};
  },
  async load(files: Files) {
    const db = make(mode);
    load(db, JSON.parse(files['index.json']));
    const urls = urlsOf(files['docs.json']);
    return async (q: string) => {
      const res = await search(db, {
        term: libraryQuery(q),
        properties: [...FIELDS],
        boost: {title: 3, headings: 2, comment: 0.5},
        threshold: 1,
        limit: 50,
      });
      return res.hits.map((h) => urls[Number((h.document as {id: string}).id)]);
    };
  },
});
