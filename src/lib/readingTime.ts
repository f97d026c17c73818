// Reading time for Chinese technical prose: Docusaurus' default counts space-separated words,
// which makes a 3,000-character Chinese article look like a few dozen "words".

/** Characters per minute a developer reads Chinese technical text at. */
export const CJK_CHARS_PER_MINUTE = 300;
/** Words per minute for Latin text (identifiers, English terms, code). */
export const LATIN_WORDS_PER_MINUTE = 200;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2ebef}]/gu;
const LATIN_WORD = /[A-Za-z0-9][A-Za-z0-9_'.-]*/g;

export function countReadingUnits(text: string): {cjkChars: number; latinWords: number} {
  const cjkChars = text.match(CJK)?.length ?? 0;
  const latinWords = text.replace(CJK, ' ').match(LATIN_WORD)?.length ?? 0;
  return {cjkChars, latinWords};
}

/** Minutes to read `text`, at least 1 for any non-empty text. */
export function readingTimeMinutes(text: string): number {
  const {cjkChars, latinWords} = countReadingUnits(stripMarkup(text));
  const minutes = cjkChars / CJK_CHARS_PER_MINUTE + latinWords / LATIN_WORDS_PER_MINUTE;
  if (minutes === 0) return 0;
  return Math.max(1, Math.round(minutes));
}

/** Drops front matter, import/export lines, HTML/JSX tags and URLs, which nobody reads as prose. */
export function stripMarkup(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');
}
