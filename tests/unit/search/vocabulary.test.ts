// The readers' vocabulary (src/plugins/local-search/vocabulary.ts): its shape, that every page word is a word the
// site really uses, that every entry's example query contains one of its reader words, and that a query parses a
// reader word into one slot its page words match while a filler leaves no slot.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {READER_WORDS} from '../../../src/plugins/local-search/vocabulary';
import {SYNONYM_GROUPS} from '../../../src/plugins/local-search/synonyms';
import {parseQuery} from '../../../src/plugins/local-search/client/rank';
import {loadCorpus} from './corpus';

const ROOT = path.resolve(__dirname, '../../..');
const HAN = /^\p{Script=Han}{2,}$/u;
const LATIN = /^[a-z][a-z0-9]*$/;

/** All text of the pages (MDX and JSON under content/) and the Chinese API descriptions, read once. */
function siteText(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(mdx?|json|ts)$/.test(e.name)) parts.push(fs.readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(ROOT, 'content'));
  walk(path.join(ROOT, 'src/data/api-zh'));
  return parts.join('\n');
}
const text = siteText();
const lowerText = text.toLowerCase();

const entries = READER_WORDS.map((e) => [e.reader.join(' / '), e] as const);

describe('readers vocabulary: the file', () => {
  it('has several hundred reader words', () => {
    expect(READER_WORDS.flatMap((e) => e.reader).length).toBeGreaterThanOrEqual(250);
  });

  it('lists each reader word once across all entries', () => {
    const seen = new Map<string, number>();
    for (const w of READER_WORDS.flatMap((e) => e.reader)) seen.set(w, (seen.get(w) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([w]) => w)).toEqual([]);
  });

  it('leaves the words of the synonym table to that table', () => {
    const synonyms = new Set(SYNONYM_GROUPS.flat());
    expect(READER_WORDS.flatMap((e) => e.reader).filter((w) => synonyms.has(w))).toEqual([]);
  });
});

describe.each(entries)('readers vocabulary: %s', (_, entry) => {
  it('has reader words of two or more Chinese characters or one lower-case Latin word', () => {
    expect(entry.reader.length).toBeGreaterThan(0);
    for (const w of entry.reader) expect(HAN.test(w) || LATIN.test(w), w).toBe(true);
  });

  it('maps to words the site uses (Chinese as written, API names in any case), or to nothing for a filler', () => {
    for (const w of entry.page) {
      // A query's variant is one index term: a hyphenated or dotted name would never match as one.
      expect(/^\p{Script=Han}+$/u.test(w) || /^[A-Za-z_$][\w$]*$/.test(w), w).toBe(true);
      expect(/^\p{Script=Han}+$/u.test(w) ? text.includes(w) : lowerText.includes(w.toLowerCase()), w).toBe(true);
    }
  });

  it('has an example query that uses one of its reader words', () => {
    const example = entry.example.toLowerCase();
    const latinWords = new Set(example.match(/[a-z0-9]+/g) ?? []);
    const uses = entry.reader.some((w) => (HAN.test(w) ? example.includes(w) : latinWords.has(w)));
    expect(uses, entry.example).toBe(true);
  });
});

// Parsing needs an index (a bigram no page has is dropped between found ones); the small test corpus is enough.
const index = loadCorpus();
const bigramsOf = (w: string): string[] => {
  const c = Array.from(w);
  return c.length < 2 ? c : c.slice(0, -1).map((x, i) => x + c[i + 1]);
};
/** The terms of a page word as the query side asks for them: a Latin name lower-cased, Chinese as its bigrams. */
const termsOf = (w: string): string => (/^\p{Script=Han}+$/u.test(w) ? bigramsOf(w) : [w.toLowerCase()]).join('+');
const altsOf = (query: string): string[][] =>
  parseQuery(index, query).slots.map((s) => s.alts.map((a) => a.terms.join('+')));

describe.each(entries.filter(([, e]) => e.page.length > 0))('readers vocabulary in a query: %s', (_, entry) => {
  it('turns its example into a slot that any of its page words matches', () => {
    const slots = altsOf(entry.example);
    const want = entry.page.map(termsOf);
    expect(
      slots.some((alts) => want.every((t) => alts.includes(t))),
      JSON.stringify(slots),
    ).toBe(true);
  });

  it('turns each reader word, typed alone, into that slot', () => {
    const want = entry.page.map(termsOf);
    for (const w of entry.reader) {
      const slots = altsOf(w);
      expect(
        slots.some((alts) => want.every((t) => alts.includes(t))),
        `${w}: ${JSON.stringify(slots)}`,
      ).toBe(true);
    }
  });
});

describe.each(entries.filter(([, e]) => e.page.length === 0))('readers vocabulary, fillers: %s', (_, entry) => {
  it('leaves no slot for the filler in its example', () => {
    const terms = new Set(parseQuery(index, entry.example).slots.flatMap((s) => s.alts.flatMap((a) => a.terms)));
    for (const w of entry.reader) {
      const own = /^\p{Script=Han}+$/u.test(w) ? bigramsOf(w) : [w];
      if (entry.example.toLowerCase().includes(w))
        expect(
          own.filter((t) => terms.has(t)),
          w,
        ).toEqual([]);
    }
  });
});
