// Algolia-style highlighting and snippets over plain text: every character is HTML-escaped, only our tags are markup.
import {isLatinTerm, queryWords, tokenize} from '../tokenize';
import {splitOnSynonyms, synonymsOf} from '../synonyms';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const isAlnum = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{Nd}_$]/u.test(c);
const isUpper = (c: string | undefined): boolean => c !== undefined && /\p{Lu}/u.test(c);
const isLowerOrDigit = (c: string | undefined): boolean => c !== undefined && /[\p{Ll}\p{Nd}]/u.test(c);

/** A Latin term may only start at a word start or a camelCase boundary (`rect` in getClientRect). */
function startsWord(text: string, i: number): boolean {
  return i === 0 || !isAlnum(text[i - 1]) || (isLowerOrDigit(text[i - 1]) && isUpper(text[i]));
}

/** The query's terms worth marking, each with the typed word it came from. */
export interface MarkTerm {
  term: string;
  word: string;
}

export function markTerms(query: string): MarkTerm[] {
  const out: MarkTerm[] = [];
  for (const word of queryWords(query)) {
    for (const term of tokenize(word, 'query')) {
      if (!term.includes('.')) out.push({term, word});
    }
    // The variants a synonym-table word also found (拖动 marks 拖拽 and 拖放 in the hits too).
    for (const seg of splitOnSynonyms(word)) {
      if (seg.synonym) for (const alt of synonymsOf(seg.text).slice(1)) out.push({term: alt, word});
    }
  }
  return out;
}

type Interval = [number, number];

function findIntervals(text: string, terms: MarkTerm[]): {intervals: Interval[]; words: Set<string>} {
  const lower = text.toLowerCase();
  const hay = lower.length === text.length ? lower : text;
  const intervals: Interval[] = [];
  const words = new Set<string>();
  for (const {term, word} of terms) {
    const latin = isLatinTerm(term);
    for (let i = hay.indexOf(term); i >= 0; i = hay.indexOf(term, i + 1)) {
      if (latin && !startsWord(text, i)) continue;
      intervals.push([i, i + term.length]);
      words.add(word);
    }
  }
  intervals.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Interval[] = [];
  for (const iv of intervals) {
    const last = merged[merged.length - 1];
    if (last && iv[0] <= last[1]) last[1] = Math.max(last[1], iv[1]);
    else merged.push([iv[0], iv[1]]);
  }
  return {intervals: merged, words};
}

function render(text: string, intervals: Interval[], tags: HighlightTags): string {
  let out = '';
  let at = 0;
  for (const [s, e] of intervals) {
    out += escapeHtml(text.slice(at, s)) + tags.pre + escapeHtml(text.slice(s, e)) + tags.post;
    at = e;
  }
  return out + escapeHtml(text.slice(at));
}

function level(words: Set<string>, terms: MarkTerm[]): HighlightResult['matchLevel'] {
  if (words.size === 0) return 'none';
  const all = new Set(terms.map((t) => t.word));
  return words.size >= all.size ? 'full' : 'partial';
}

export function highlight(text: string, terms: MarkTerm[], tags: HighlightTags): HighlightResult {
  const {intervals, words} = findIntervals(text, terms);
  const covered = intervals.reduce((n, [s, e]) => n + e - s, 0);
  return {
    value: render(text, intervals, tags),
    matchLevel: level(words, terms),
    matchedWords: [...words],
    fullyHighlighted: covered > 0 && covered === text.length,
  };
}

/**
 * A window of about `words` words around the first match (Chinese has no spaces, so a "word" counts as
 * four characters), with the ellipsis where text was cut.
 */
export function snippet(
  text: string,
  terms: MarkTerm[],
  tags: HighlightTags,
  words: number,
  ellipsis: string,
): HighlightResult {
  const size = Math.max(24, words * 4);
  if (text.length <= size) {
    const h = highlight(text, terms, tags);
    return {value: h.value, matchLevel: h.matchLevel, matchedWords: h.matchedWords};
  }
  const {intervals} = findIntervals(text, terms);
  const first = intervals[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(size / 4), text.length - size));
  // Do not cut a Latin word in half at the start.
  while (start > 0 && start > first - size / 2 && isAlnum(text[start - 1]) && isAlnum(text[start])) start--;
  const end = Math.min(text.length, start + size);
  const part = text.slice(start, end);
  const h = highlight(part, terms, tags);
  const pre = start > 0 ? escapeHtml(ellipsis) : '';
  const post = end < text.length ? escapeHtml(ellipsis) : '';
  return {value: pre + h.value + post, matchLevel: h.matchLevel, matchedWords: h.matchedWords};
}
