// Query-time synonyms: common Chinese variants of a term find the same pages. One group per line of meaning;
// the index stays as written, the query asks for any word of the group (the typed word counts a little more).
// Readers' words (vocabulary.ts) work one way: a symptom finds the pages' words for it; fillers are dropped.
import {READER_WORDS, type ReaderWord} from './vocabulary';

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['拖动', '拖拽', '拖放', '拖曳'],
  ['绘制', '画', '绘画'],
  ['捐赠', '赞助', '捐助', '资助', '打赏'],
  ['缩放', '放大', '缩小'],
  ['旋转', '转动'],
  ['事件', '监听'],
  ['删除', '移除'],
  ['图片', '图像'],
  ['文字', '文本'],
  ['提示框', '提示', '工具提示'],
  ['提升', '提高', '优化'],
];

const groupOf = new Map<string, readonly string[]>();
for (const g of SYNONYM_GROUPS) for (const w of g) groupOf.set(w, g);
const readerOf = new Map<string, ReaderWord>();
for (const e of READER_WORDS) for (const w of e.reader) readerOf.set(w, e);
const longestWord = Math.max(
  ...SYNONYM_GROUPS.flat().map((w) => w.length),
  ...[...readerOf.keys()].map((w) => w.length),
);

const isLatin = (w: string): boolean => /^[\p{Script=Latin}\p{Nd}_$]+$/u.test(w);
/** Latin words as the index keeps them (lower case). */
const asTerm = (w: string): string => (isLatin(w) ? w.toLowerCase() : w);

/** The variants of a word (itself first), or just the word when it has none. Latin variants are lower-cased. */
export function synonymsOf(word: string): string[] {
  const g = groupOf.get(word);
  if (g) return [word, ...g.filter((w) => w !== word)];
  const r = readerOf.get(word);
  if (r) return [word, ...r.page.map(asTerm).filter((w) => w !== word)];
  return [word];
}

/** True for a word the query drops: a filler of the readers' vocabulary. */
export function isFiller(word: string): boolean {
  return readerOf.get(word)?.page.length === 0;
}

/** True for a word of the readers' vocabulary (its variants are the pages' words, matched a little lower). */
export function isReaderWord(word: string): boolean {
  return readerOf.has(word) && !groupOf.has(word);
}

/** Splits a Chinese run into pieces: synonym-table and readers' words (longest first, left to right) and the text
 * between; fillers are left out. */
export function splitOnSynonyms(run: string): {text: string; synonym: boolean}[] {
  const out: {text: string; synonym: boolean}[] = [];
  let plain = '';
  let i = 0;
  while (i < run.length) {
    let hit = '';
    for (let len = Math.min(longestWord, run.length - i); len >= 1 && !hit; len--) {
      const w = run.slice(i, i + len);
      // A one-character entry (画) only counts as a word when the run has more than that character's bigram around it.
      if (groupOf.has(w) && (len > 1 || run.length === 1 || !isInsideWord(run, i))) hit = w;
      else if (len > 1 && readerOf.has(w)) hit = w;
    }
    if (hit) {
      if (plain) out.push({text: plain, synonym: false});
      plain = '';
      if (!isFiller(hit)) out.push({text: hit, synonym: true});
      i += hit.length;
    } else plain += run[i++];
  }
  if (plain) out.push({text: plain, synonym: false});
  return out;
}

// 画 in 画布 (canvas) or 动画 (animation) is not 绘制: a single-character entry is a word only at the run's start.
function isInsideWord(run: string, i: number): boolean {
  return i > 0 || ['画布', '画面', '画笔'].some((w) => run.startsWith(w, i));
}
