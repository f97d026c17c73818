// MiniSearch over the records: fields title, headings, content, code comment (boost 3, 2, 1, 0.5), BM25+, OR of
// the query terms; prefix search for Latin words and a lone Chinese character, one typo in Latin words of 6+ letters.
import MiniSearch, {type Options} from 'minisearch';
import type {Doc} from '../corpus';
import {fieldText, isLatin, isSingleHan, libraryQuery, terms, type Tokenizer} from './text';
import {displayStore, urlsOf, type Runtime} from './types';

function options(tokenizer: Tokenizer): Options<Doc> {
  return {
    fields: ['title', 'headings', 'content', 'comment'],
    extractField: (doc, field) => (field === 'id' ? doc.id : fieldText(doc, field)),
    tokenize: (text) => terms(text, tokenizer, 'index'),
    processTerm: (term) => term,
    searchOptions: {
      boost: {title: 3, headings: 2, content: 1, comment: 0.5},
      tokenize: (text) => terms(text, tokenizer, 'query'),
      prefix: (term) => isLatin(term) || isSingleHan(term),
      fuzzy: (term) => (isLatin(term) && term.length >= 6 ? 1 : false),
      combineWith: 'OR',
    },
  };
}

export const miniSearch = (tokenizer: Tokenizer): Runtime => ({
  build(docs) {
    const ms = new MiniSearch<Doc>(options(tokenizer));
    ms.addAll(docs);
    return {'index.json': JSON.stringify(ms), 'docs.json': displayStore(docs)};
  },
  load(files) {
    const ms = MiniSearch.loadJSON<Doc>(files['index.json'], options(tokenizer));
    const urls = urlsOf(files['docs.json']);
    return (q) => ms.search(libraryQuery(q)).map((r) => urls[r.id as number]);
  },
});
