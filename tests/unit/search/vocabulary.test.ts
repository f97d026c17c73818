// The readers' vocabulary (src/plugins/local-search/vocabulary.ts): its shape, that every page word is a word the
// site really uses, and that every entry's example query contains one of its reader words.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {READER_WORDS} from '../../../src/plugins/local-search/vocabulary';
import {SYNONYM_GROUPS} from '../../../src/plugins/local-search/synonyms';

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
      // The index cuts Latin text into identifiers (dotted names kept whole): a hyphenated word would never match.
      expect(/^\p{Script=Han}+$/u.test(w) || /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*$/.test(w), w).toBe(true);
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
