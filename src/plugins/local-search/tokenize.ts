// Tokeniser shared by the indexer (Node) and the in-browser client, so both sides cut text the same way.
// Chinese: overlapping bigrams. No Intl.Segmenter: it splits domain words such as 拖动/缩放/缓存 into single
// characters, Node and Chromium segment differently, and its first use in a browser costs tens of milliseconds.
// Latin: our own rules, case-insensitive, with `.` and `#` as separators of API names.

export type TokenizeMode = 'index' | 'query';

const HAN_RUN = /\p{Script=Han}+/gu;
// An identifier, possibly dotted or hashed: Konva.Node#cache, dragBoundFunc, 2d, node_modules.
const LATIN_RUN = /[\p{Script=Latin}\p{Nd}_$]+(?:[.#][\p{Script=Latin}\p{Nd}_$]+)*/gu;
const CAMEL_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

// Question words that add nothing to a query ("怎么导出图片" means "导出图片").
const QUERY_STOP_BIGRAMS = new Set(['怎么', '如何', '什么', '为什', '怎样', '可以', '一个', '哪些', '的话', '是否']);

/** Full-width forms to ASCII (ＫＯＮＶＡ → KONVA) and compatibility characters folded. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC');
}

/** The tokens of a Han run: a lone character stays, longer runs give their bigrams. */
function hanTokens(run: string, mode: TokenizeMode, out: string[]): void {
  const chars = Array.from(run);
  if (chars.length === 1) {
    out.push(run);
    return;
  }
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) bigrams.push(chars[i] + chars[i + 1]);
  const kept = mode === 'query' ? bigrams.filter((b) => !QUERY_STOP_BIGRAMS.has(b)) : bigrams;
  out.push(...(kept.length > 0 ? kept : bigrams));
}

/** The tokens of a Latin identifier run (original case, so camelCase can be seen). */
function latinTokens(run: string, mode: TokenizeMode, out: string[]): void {
  const parts = run.split(/[.#]/).filter(Boolean);
  for (const part of parts) {
    const lower = part.toLowerCase();
    out.push(lower);
    if (mode === 'index') {
      // Suffixes at camelCase boundaries let `clientRect` and `rect` find getClientRect.
      const pieces = part.split(CAMEL_BOUNDARY);
      for (let i = 1; i < pieces.length; i++) {
        const suffix = pieces.slice(i).join('').toLowerCase();
        if (suffix.length >= 2) out.push(suffix);
      }
    }
  }
  if (parts.length > 1) out.push(parts.join('.').toLowerCase());
}

/** Splits text into index terms (mode 'index') or query terms (mode 'query'), lower-cased. */
export function tokenize(text: string, mode: TokenizeMode = 'index'): string[] {
  const norm = normalizeText(text);
  const out: string[] = [];
  for (const m of norm.matchAll(HAN_RUN)) hanTokens(m[0], mode, out);
  for (const m of norm.matchAll(LATIN_RUN)) latinTokens(m[0], mode, out);
  return out;
}

/** True when a term is a single Han character (prefix-searched, since the index keeps bigrams). */
export function isSingleHan(term: string): boolean {
  return /^\p{Script=Han}$/u.test(term);
}

/** True when a term holds Latin letters or digits (prefix-searched when it is the last word typed). */
export function isLatinTerm(term: string): boolean {
  return /^[\p{Script=Latin}\p{Nd}_$.]+$/u.test(term);
}

/** The words of a query as typed (for highlighting and matchedWords), in order of appearance. */
export function queryWords(query: string): string[] {
  const norm = normalizeText(query);
  const words: string[] = [];
  const re = new RegExp(`${HAN_RUN.source}|${LATIN_RUN.source}`, 'gu');
  for (const m of norm.matchAll(re)) {
    if (/\p{Script=Han}/u.test(m[0])) words.push(m[0]);
    else
      words.push(
        ...m[0]
          .split(/[.#]/)
          .filter(Boolean)
          .map((w) => w.toLowerCase()),
      );
  }
  return words;
}
