// Query and text processing shared by the libraries (browser-safe): the same stop words and synonym table our engine
// uses, and two Chinese tokenisers: our bigrams (src/plugins/local-search/tokenize.ts) or Intl.Segmenter words.
import {isSingleHan, tokenize, type TokenizeMode} from '../../../src/plugins/local-search/tokenize';
import {splitOnSynonyms, synonymsOf} from '../../../src/plugins/local-search/synonyms';
import type {Doc} from '../corpus';

export {isSingleHan};
export type Tokenizer = 'bigram' | 'segmenter';

// The question words rank.ts drops (为什么 before 什么, as there).
const STOP_WORDS = /为什么|怎么|如何|什么|怎样|可以|一个|哪些|的话|是否|[的吗呢了]/gu;
const HAN_RUN = /\p{Script=Han}+/gu;
const HAN = /\p{Script=Han}/u;

/** A query as the libraries get it: question words removed, each synonym-table word followed by its variants. */
export function libraryQuery(query: string): string {
  const norm = query.normalize('NFKC');
  return norm.replace(HAN_RUN, (run) =>
    run
      .split(STOP_WORDS)
      .filter(Boolean)
      .map((piece) =>
        splitOnSynonyms(piece)
          .map((seg) => (seg.synonym ? synonymsOf(seg.text).join(' ') : seg.text))
          .join(' '),
      )
      .join(' '),
  );
}

let segmenter: Intl.Segmenter | undefined;
function segmentHan(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', {granularity: 'word'});
  const out: string[] = [];
  for (const m of text.normalize('NFKC').matchAll(HAN_RUN))
    for (const s of segmenter.segment(m[0])) if (s.isWordLike) out.push(s.segment);
  return out;
}

/** Terms of a text: Chinese as bigrams or segmenter words, Latin by our rules (lower case, API names, camelCase). */
export function terms(text: string, tokenizer: Tokenizer, mode: TokenizeMode): string[] {
  if (tokenizer === 'bigram') return tokenize(text, mode);
  return [...segmentHan(text), ...tokenize(text, mode).filter((t) => !HAN.test(t))];
}

export const isLatin = (term: string): boolean => /^[a-z0-9_$.]+$/.test(term);

/** The libraries' fields of a doc: title, headings (the path, joined), content (prose) and comment (code comments). */
export function fieldText(doc: Doc, field: string): string {
  if (field === 'title') return doc.title;
  if (field === 'headings') return doc.headings.join(' ');
  if (field === 'content') return doc.code ? '' : doc.content;
  return doc.code ? doc.content : '';
}
