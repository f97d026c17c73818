// Query parsing and ranking on the in-memory index. A query becomes slots (a bigram, a synonym-table word, a Latin
// word); a slot is matched when any of its alternatives occurs in the doc itself or in a heading or title above it.
// A doc must match all slots of a short query and two thirds of a long one, so a query whose words match nothing
// well returns nothing rather than pages sharing one character with it.
import {normalizeText} from '../tokenize';
import {isFiller, isReaderWord, splitOnSynonyms, synonymsOf} from '../synonyms';
import {isBodyKind, PAGE, termsWithPrefix, type DocIndex} from './docIndex';

/** One way to match a slot: all `terms` (exact), a term prefix, a bigram ending with a character, or any of `terms`
 * (`any`: the index words one typo away from a mistyped name). */
export interface Alternative {
  terms: string[];
  mode: 'exact' | 'prefix' | 'char' | 'any';
  weight: number;
}
export interface Slot {
  alts: Alternative[];
  /** The query positions (characters of Chinese words, whole Latin words) a match of this slot covers; none for
   * a bonus slot such as the whole dotted API name. */
  covers: number[];
  /** A Latin word (an API name): a doc missing it is no match, whatever else it covers. */
  strict?: boolean;
  /** A number: with optional words it weighs MINOR_SHARE of its idf. */
  minor?: boolean;
  /** A Latin word naming a framework (react, vue): it sets the framework preference, it names no API. */
  framework?: boolean;
}
export interface ParsedQuery {
  slots: Slot[];
  /** Number of positions; a doc must cover MIN_COVERAGE of them. */
  positions: number;
  /** The query as its words (stop words removed), once per synonym variant, for the title bonus. */
  variants: string[];
}

/** The share of a query's positions a doc must match; below it a query "matches nothing well". */
export const MIN_COVERAGE = 0.6;
/** With optional words, the share of the query's informative weight (idf) a doc must still match. */
export const RELAXED_COVERAGE = 0.5;
// A Chinese word found nowhere may be a filler or a colloquial word, or the query's subject: it weighs half the
// rarest word. A Latin word found nowhere (after the typo rule) is a name the site lacks: it weighs fully.
const UNKNOWN_SHARE = 0.5;
// A doc that matches only with words made optional scores half: it ranks among the strict hits only when it matches
// the query's rarer words much better (measured: readers' questions 73.0 → 73.9 % recall@5, topics 94.1 → 96.1 %).
const RELAXED_FACTOR = 0.5;
// With optional words a doc may also count the words its page matches elsewhere (a question's words spread over the
// page that answers it: measured readers' questions 73.9 → 80.0 % recall@5, topics 96.1 → 98.0 %).
const PAGE_SHARE = 1;

/** Framework guide folders, and the words of a query that name one. */
export const FRAMEWORKS = ['react', 'vue', 'svelte', 'angular'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
const FRAMEWORK_WORDS: Record<string, Framework> = {
  react: 'react',
  jsx: 'react',
  tsx: 'react',
  hooks: 'react',
  hook: 'react',
  next: 'react',
  nextjs: 'react',
  vue: 'vue',
  vue3: 'vue',
  vue2: 'vue',
  nuxt: 'vue',
  svelte: 'svelte',
  sveltekit: 'svelte',
  angular: 'angular',
  ng2: 'angular',
};
// A generic query (no framework named, no framework remembered) puts the core tutorial before framework guides.
const OTHER_FRAMEWORK = 0.7;
const NAMED_FRAMEWORK = 1.3;

export interface RankOptions {
  /** The flavour the reader chose in the examples' tabs (remembered by the site), e.g. 'react' or 'vanilla'. */
  flavour?: string | null;
}

const FRAMEWORK_PATH = /\/docs\/(react|vue|svelte|angular)\//;
export function frameworkOfPath(path: string): Framework | null {
  return (FRAMEWORK_PATH.exec(path)?.[1] as Framework | undefined) ?? null;
}

/** The framework a query names (`react-konva 拖动`, `vue 拖动`), if any. */
export function frameworkOfQuery(query: string): Framework | null {
  for (const w of normalizeText(query)
    .toLowerCase()
    .split(/[^a-z0-9]+/)) {
    const f = FRAMEWORK_WORDS[w];
    if (f) return f;
  }
  return null;
}

/** How a page's score changes with the framework it is about, the query's and the reader's. */
function frameworkFactor(page: Framework | null, named: Framework | null, flavour: string | null | undefined): number {
  if (!page) return 1;
  const wanted = named ?? (FRAMEWORKS as readonly string[]).find((f) => f === flavour) ?? null;
  if (!wanted) return OTHER_FRAMEWORK;
  return page === wanted ? NAMED_FRAMEWORK : OTHER_FRAMEWORK;
}

// Words that carry no subject in a question ("怎么导出图片" asks for 导出图片).
// 又 and 就 pad complaints (松手又跳回, 一多就卡) and start no word the pages use.
const STOP_WORDS = /为什么|怎么|如何|什么|怎样|可以|一个|哪些|的话|是否|[的吗呢了又就]/gu;
const HAN_RUN = /\p{Script=Han}+/gu;
const CLASSIFIERS = '个张条次层帧倍只块';
const LATIN_RUN = /[\p{Script=Latin}\p{Nd}_$]+(?:[.#][\p{Script=Latin}\p{Nd}_$]+)*/gu;

/** Latin names this long tolerate one typo (a letter added, missing, changed, or two swapped). */
export const MIN_TYPO_LENGTH = 6;
const TYPO_WEIGHT = 0.7;

/** True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** Latin index terms one edit away from `word` (a scan of the sorted terms of about its length). */
function termsOneEditAway(index: DocIndex, word: string): string[] {
  const out: string[] = [];
  for (const t of index.sortedTerms) {
    if (t.length >= MIN_TYPO_LENGTH - 1 && /^[a-z]/.test(t) && oneEditApart(word, t)) out.push(t);
  }
  return out;
}

/** A number glued to a unit (300dpi, 60fps) is the number and the unit; a name ending in digits (vue3, 2d) stays. */
const splitNumber = (word: string): string[] => {
  const m = /^(\d+)([a-z]{2,})$/.exec(word);
  return m ? [m[1], m[2]] : [word];
};
const MINOR_SHARE = 0.25;

const bigrams = (s: string): string[] => {
  const c = Array.from(s);
  if (c.length < 2) return c;
  return c.slice(0, -1).map((x, i) => x + c[i + 1]);
};

/** Weights of a match by where it is: in the doc's own text (by kind) or inherited from a heading or title above. */
// A code comment (kind 8) is read, but says less than prose does.
const OWN_WEIGHT = [0, 10, 4, 4, 4, 4, 4, 1, 0.5];
const INHERITED_TITLE = 2.5;
const INHERITED_HEADING = 1.5;
const SYNONYM_WEIGHT = 0.85;
// Pages outrank their sections, sections outrank paragraphs when the text scores are close.
const TYPE_BOOST = [1, 1.4, 1.2, 1.15, 1.1, 1.1, 1.1, 1, 1];

function df(index: DocIndex, term: string): number {
  return index.postings.get(term)?.length ?? 0;
}

/** Bigrams of plain text starting at query position `at`; a bigram found nowhere is dropped when found neighbours
 * cover both its characters: that is where two words meet (缓存|提升 → 存提). */
function plainSlots(index: DocIndex, text: string, alone: boolean, at: number): Slot[] {
  const chars = Array.from(text);
  if (chars.length === 1) {
    // A lone character inside a query (画圆 → 圆) is any word starting with it, or less surely ending with it.
    const alts: Alternative[] = alone
      ? [{terms: [text], mode: 'prefix', weight: 1}]
      : [
          {terms: [text], mode: 'prefix', weight: 0.5},
          {terms: [text], mode: 'char', weight: 0.35},
        ];
    return [{alts, covers: [at]}];
  }
  if (chars.length >= 3) return segmentSlots(index, chars, at);
  const grams = bigrams(text);
  const found = grams.map((g) => df(index, g) > 0);
  const slots: Slot[] = [];
  grams.forEach((g, i) => {
    if (!found[i] && i > 0 && found[i - 1] && i + 1 < grams.length && found[i + 1]) return;
    slots.push({alts: [{terms: [g], mode: 'exact', weight: 1}], covers: [at + i, at + i + 1]});
  });
  return slots;
}

// A doc with only some bigrams of a segmented word (变换 of 变换框) matches it at this weight.
const PART_WEIGHT = 0.5;
// A phrase counts as a word the pages write when this many docs hold it verbatim, up to this many characters.
const MIN_PHRASE_DOCS = 2;
const MAX_WORD = 4;
const COHESION = 0.5;
// An uncovered character counts as a piece held by this share of docs (measured best between 0.005 and 0.05).
const LONE_LOG = Math.log(0.02);

// Phrase counts per index (a query typed key by key asks for the same phrases again); reset when the body joins.
const phraseCache = new WeakMap<DocIndex, {searchable: number; counts: Map<string, number>}>();

/** Number of docs whose text holds `phrase` as written (a bigram's is its document frequency; a longer phrase's is
 * counted on the postings of its rarest bigram). */
function phraseCount(index: DocIndex, phrase: string): number {
  if (phrase.length === 2) return df(index, phrase);
  let cache = phraseCache.get(index);
  if (!cache || cache.searchable !== index.searchable) {
    cache = {searchable: index.searchable, counts: new Map()};
    phraseCache.set(index, cache);
  }
  const cached = cache.counts.get(phrase);
  if (cached !== undefined) return cached;
  let rarest: readonly number[] | undefined;
  for (const g of bigrams(phrase)) {
    const list = index.postings.get(g) ?? [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  let count = 0;
  for (const d of rarest ?? []) if (d < index.searchable && index.text[d].includes(phrase)) count++;
  cache.counts.set(phrase, count);
  return count;
}

/** A Chinese run cut into the words the pages write, so bigrams where two of the reader's words meet (字里, 里有)
 * are no terms of their own: the cut maximises the product of the pieces' shares of docs (a phrase held verbatim by
 * MIN_PHRASE_DOCS or more, up to MAX_WORD characters; an uncovered character counts as LONE_LOG), so 是空白 becomes
 * 是 + 空白 but 变换框 stays whole. Uncovered characters give bigram slots (an unknown word) or, alone, drop. */
function segmentSlots(index: DocIndex, chars: string[], at: number): Slot[] {
  const len = chars.length;
  const n = Math.max(1, index.searchable);
  const logShare: number[][] = chars.map(() => []);
  for (let i = 0; i + 1 < len; i++) {
    for (let l = 2; i + l <= len && l <= MAX_WORD; l++) {
      const phrase = chars.slice(i, i + l).join('');
      const count = phraseCount(index, phrase);
      if (count < MIN_PHRASE_DOCS) break;
      // A longer phrase is one word only when its rarest bigram mostly occurs inside it (取消选中, not 也会触发).
      if (l > 2 && count < COHESION * Math.min(...bigrams(phrase).map((g) => df(index, g)))) continue;
      logShare[i][l] = Math.log(count / n);
    }
  }
  // best[i]: [log share, next cut] of the best cut of chars i..
  const best: [number, number][] = Array.from({length: len + 1}, () => [0, len]);
  for (let i = len - 1; i >= 0; i--) {
    best[i] = [LONE_LOG + best[i + 1][0], i + 1];
    for (let l = 2; i + l <= len; l++) {
      if (logShare[i][l] === undefined) continue;
      const v = logShare[i][l] + best[i + l][0];
      if (v > best[i][0]) best[i] = [v, i + l];
    }
  }
  const slots: Slot[] = [];
  let lone: number[] = [];
  // Uncovered characters give bigrams; one found nowhere between found neighbours (or words) is where two words meet.
  const flushLone = (wordAfter: boolean): void => {
    const found = lone.slice(0, -1).map((c) => df(index, chars[c] + chars[c + 1]) > 0);
    const wordBefore = lone.length > 0 && lone[0] > 0;
    found.forEach((f, k) => {
      const left = k > 0 ? found[k - 1] : wordBefore;
      const right = k + 1 < found.length ? found[k + 1] : wordAfter;
      if (f || !left || !right) {
        slots.push({
          alts: [{terms: [chars[lone[k]] + chars[lone[k] + 1]], mode: 'exact', weight: 1}],
          covers: [at + lone[k], at + lone[k] + 1],
        });
      }
    });
    lone = [];
  };
  for (let i = 0; i < len;) {
    const next = best[i][1];
    if (next === i + 1) lone.push(i);
    else {
      flushLone(true);
      const word = chars.slice(i, next).join('');
      const grams = bigrams(word);
      const alts: Alternative[] = [{terms: grams, mode: 'exact', weight: 1}];
      if (grams.length > 1) alts.push({terms: grams, mode: 'any', weight: PART_WEIGHT});
      slots.push({alts, covers: Array.from({length: next - i}, (_, k) => at + i + k)});
    }
    i = next;
  }
  flushLone(false);
  return slots;
}

// A page's word for a reader's word is a guess at what they mean: it counts a little less than a synonym.
const READER_WEIGHT = 0.75;

/** Terms of a variant as the index holds them: a Latin word whole, a Chinese word as its bigrams. */
function variantAlt(w: string, weight: number): Alternative {
  if (/^[\p{Script=Latin}\p{Nd}_$]+$/u.test(w)) return {terms: [w.toLowerCase()], mode: 'exact', weight};
  return Array.from(w).length === 1
    ? {terms: [w], mode: 'prefix', weight: weight * 0.5}
    : {terms: bigrams(w), mode: 'exact', weight};
}

function synonymSlot(word: string, at: number, latin = false): Slot {
  const other = isReaderWord(word) ? READER_WEIGHT : SYNONYM_WEIGHT;
  return {
    // A Latin word is one query position, a Chinese word one per character.
    covers: latin ? [at] : Array.from(word, (_, i) => at + i),
    alts: synonymsOf(word).map((w, i) => variantAlt(w, i === 0 ? 1 : other)),
  };
}

/** The query's words with each synonym-table word replaced by each of its variants (at most 16 strings). */
function variantsOf(words: {text: string; synonym: boolean}[]): string[] {
  let out = [''];
  for (const w of words) {
    const alts = w.synonym ? synonymsOf(w.text) : [w.text];
    out = out.flatMap((prefix) => alts.map((a) => prefix + a)).slice(0, 16);
  }
  return out.map(compact);
}

export function parseQuery(index: DocIndex, query: string): ParsedQuery {
  const norm = normalizeText(query);
  const slots: Slot[] = [];
  const words: {text: string; synonym: boolean}[] = [];
  let positions = 0;
  // A measure word right after a number (500 个图形, 3 张图) counts nothing: the number is the reader's, not the page's.
  const han = [...norm.matchAll(HAN_RUN)].map((m) =>
    /\d\s*$/.test(norm.slice(0, m.index)) && CLASSIFIERS.includes(m[0][0]) && m[0].length > 1 ? m[0].slice(1) : m[0],
  );
  const latin = [...norm.matchAll(LATIN_RUN)].map((m) => m[0]);
  const alone = latin.length === 0 && han.length === 1 && Array.from(han[0]).length === 1;
  for (const run of han) {
    let pieces = run.split(STOP_WORDS).filter(Boolean);
    // A query of only question words still searches; a lone 吗 beside other words does not.
    if (pieces.length === 0 && han.length === 1 && latin.length === 0) pieces = [run];
    for (const piece of pieces) {
      for (const seg of splitOnSynonyms(piece)) {
        words.push(seg);
        if (seg.synonym) slots.push(synonymSlot(seg.text, positions));
        else slots.push(...plainSlots(index, seg.text, alone, positions));
        positions += Array.from(seg.text).length;
      }
    }
  }
  for (const run of latin) {
    const parts = run
      .split(/[.#]/)
      .filter(Boolean)
      .map((p) => p.toLowerCase());
    for (const part of parts.length === 1 ? splitNumber(parts[0]) : parts) {
      if (isFiller(part)) continue;
      if (/^\d+$/.test(part)) {
        // A count or size (500 个, 100%, 20000 高) is seldom written on the page that answers: it weighs little.
        words.push({text: part, synonym: false});
        slots.push({minor: true, covers: [positions++], alts: [{terms: [part], mode: 'exact', weight: 1}]});
        continue;
      }
      if (parts.length === 1 && isReaderWord(part)) {
        // A reader's Latin word (hover, cpu, dpi) is a symptom, not an API name: any of its page words will do.
        words.push({text: part, synonym: true});
        slots.push(synonymSlot(part, positions++, true));
        continue;
      }
      words.push({text: part, synonym: false});
      const alts: Alternative[] = [
        {terms: [part], mode: 'exact', weight: 1},
        {terms: [part], mode: 'prefix', weight: 0.3},
      ];
      // A name of 6+ letters that the index does not know, not even as a prefix, is read as a typo of its neighbours.
      if (part.length >= MIN_TYPO_LENGTH && df(index, part) === 0 && termsWithPrefix(index, part, 1).length === 0) {
        const near = termsOneEditAway(index, part);
        if (near.length > 0) alts.push({terms: near, mode: 'any', weight: TYPO_WEIGHT});
      }
      slots.push({strict: true, covers: [positions++], alts, ...(FRAMEWORK_WORDS[part] ? {framework: true} : {})});
    }
    if (parts.length > 1) slots.push({covers: [], alts: [{terms: [parts.join('.')], mode: 'exact', weight: 1}]});
  }
  // The query exactly as typed comes first: a heading that is just that (Konva 是什么) must get the full bonus, though
  // its words were taken apart above (stop words dropped, Latin after Chinese).
  const typed = compact(norm);
  const variants = variantsOf(words);
  return {slots, positions, variants: typed && !variants.includes(typed) ? [typed, ...variants] : variants};
}

/** The docs an alternative matches, as a 0/1 array over all docs. */
function docsOf(index: DocIndex, alt: Alternative): {marks: Uint8Array; count: number} {
  const n = index.searchable;
  const marks = new Uint8Array(n);
  let count = 0;
  const mark = (list: readonly number[] | undefined) => {
    for (const d of list ?? []) if (d < n) marks[d] = 1;
  };
  if (alt.mode === 'exact') {
    const lists = alt.terms.map((t) => index.postings.get(t) ?? []);
    const [first, ...rest] = lists.sort((a, b) => a.length - b.length);
    const others = rest.map((l) => new Set(l));
    for (const d of first ?? []) if (d < n && others.every((s) => s.has(d))) marks[d] = 1;
  } else if (alt.mode === 'prefix') {
    for (const t of termsWithPrefix(index, alt.terms[0])) mark(index.postings.get(t));
  } else if (alt.mode === 'any') {
    for (const t of alt.terms) mark(index.postings.get(t));
  } else {
    const c = alt.terms[0];
    for (const t of index.sortedTerms) if (t.length === 2 && t.endsWith(c)) mark(index.postings.get(t));
  }
  for (const m of marks) count += m;
  return {marks, count};
}

const compact = (s: string): string =>
  normalizeText(s)
    .toLowerCase()
    .replace(/[\s·.#]+/g, '');

export interface Ranked {
  doc: number;
  score: number;
}

/** A page's main title: the part before its subtitle (拖放入门：用 draggable … → 拖放入门). */
const mainTitle = (title: string): string => title.split(/[：:]/)[0];

/** How much a title or heading names the query itself (exactly, at its start, within it, and how much else it says). */
function nameBonus(text: string, variants: string[]): number {
  let best = 1;
  variants.forEach((v, i) => {
    if (!v || !text.includes(v)) return;
    const where = text === v ? 2.5 : text.startsWith(v) ? 1.6 : 1.3;
    const share = 1 + Array.from(v).length / Math.max(1, Array.from(text).length);
    best = Math.max(best, where * share * (i === 0 ? 1 : 0.95));
  });
  return best;
}

/** Docs matching the query, best first (all docs in order, unscored, for an empty query). Beside the strict match,
 * words are optional: a doc matching the query's rarer words still counts, at half its score; a query whose
 * informative words match nothing (矩形量子纠缠) still finds nothing. */
export function rank(index: DocIndex, query: string, options: RankOptions = {}): Ranked[] {
  if (!query.trim()) return Array.from({length: index.searchable}, (_, doc) => ({doc, score: 0}));
  const parsed = parseQuery(index, query);
  if (parsed.positions === 0) return [];
  const n = index.searchable;
  const sets = parsed.slots.map((s) =>
    s.alts.map((alt) => {
      const {marks, count} = docsOf(index, alt);
      return {alt, marks, count, idf: Math.log(1 + n / (count + 1))};
    }),
  );
  const named = frameworkOfQuery(query);
  const strict = score(index, parsed, sets, 'strict', named, options.flavour);
  if (parsed.slots.length < 2) return strict;
  const have = new Set(strict.map((r) => r.doc));
  const relaxed = score(index, parsed, sets, 'relaxed', named, options.flavour).filter((r) => !have.has(r.doc));
  if (strict.length + relaxed.length === 0) {
    // Nothing matches enough of the question, but the API names typed are known: their pages are a useful answer.
    const names = parsed.slots.filter((slot, s) => isApiName(slot, sets[s])).map((slot) => slot.alts[0].terms[0]);
    if (names.length > 0 && names.length < parsed.slots.length) {
      return rank(index, names.join(' '), options).map((r) => ({doc: r.doc, score: r.score * RELAXED_FACTOR}));
    }
  }
  return [...strict, ...relaxed].sort((a, b) => b.score - a.score || a.doc - b.doc);
}

type SlotSets = {alt: Alternative; marks: Uint8Array; count: number; idf: number}[][];

const isApiName = (slot: Slot, alts: SlotSets[number]): boolean =>
  !!slot.strict && !slot.framework && alts.some((a) => a.count > 0);
const isUnknownHan = (slot: Slot, alts: SlotSets[number]): boolean => !slot.strict && alts.every((a) => a.count === 0);
/** Slots next to each other in the query (bigrams sharing or abutting a character). */
const touches = (a: Slot, b: Slot): boolean =>
  a.covers.length > 0 && b.covers.length > 0 && b.covers[0] <= a.covers[a.covers.length - 1] + 1;

function score(
  index: DocIndex,
  {slots, positions, variants}: ParsedQuery,
  sets: SlotSets,
  mode: 'strict' | 'relaxed',
  named: Framework | null,
  flavour: string | null | undefined,
): Ranked[] {
  const n = index.searchable;
  const candidates = new Uint8Array(n);
  for (const slot of sets) for (const {marks} of slot) for (let d = 0; d < n; d++) candidates[d] |= marks[d];
  // What each slot is worth when words are optional: its rarest way of matching, or half the rarest word if none.
  const unknown = UNKNOWN_SHARE * Math.log(1 + n);
  const slotWeight = sets.map((alts, i) => {
    const found = alts.filter((a) => a.count > 0);
    if (found.length > 0) return Math.max(...found.map((a) => a.idf)) * (slots[i].minor ? MINOR_SHARE : 1);
    return slots[i].strict ? Math.log(1 + n) : unknown;
  });
  const matchedShare = slots.map(() => 1);
  // Neighbouring bigrams found nowhere are one unknown word (成小|小手 in 变成小手), which weighs `unknown`, more for a
  // long one: a reader's odd word is short, a subject the site lacks (量子纠缠) is not.
  for (let i = 0; i < slots.length;) {
    let j = i;
    while (j < slots.length && isUnknownHan(slots[j], sets[j]) && (j === i || touches(slots[j - 1], slots[j]))) j++;
    for (let k = i; k < j; k++) slotWeight[k] = (unknown * Math.max(1, (j - i) / 2)) / (j - i);
    if (j > i) {
      // A found bigram touching the unknown word may be part of it (量子 of 量子纠缠): its match counts half.
      if (i > 0 && touches(slots[i - 1], slots[i]) && !slots[i - 1].strict) matchedShare[i - 1] = 0.5;
      if (j < slots.length && touches(slots[j - 1], slots[j]) && !slots[j].strict) matchedShare[j] = 0.5;
    }
    i = Math.max(j, i + 1);
  }
  const weightTotal = slotWeight.reduce((x, w) => x + w, 0);
  const covered = new Float32Array(positions);
  const out: Ranked[] = [];
  // How many of a page's headings and paragraphs match: a page about the subject keeps coming back to it.
  const mentions = new Map<number, number>();
  // The slots each candidate doc matches (its share, 0 when not), kept for the page-level pass of optional words.
  const matches: {d: number; total: number; shares: Float32Array}[] = [];
  const pageShares = new Map<number, Float32Array>();
  for (let d = 0; d < n; d++) {
    if (!candidates[d]) continue;
    let total = 0;
    let own = false;
    let strictMissed = false;
    const shares = new Float32Array(slots.length);
    slots.forEach((slot, s) => {
      let best = 0;
      for (const {alt, marks, idf} of sets[s]) {
        let w = 0;
        if (marks[d]) {
          w = OWN_WEIGHT[index.kind[d]];
          own = true;
        } else {
          for (let a = index.parent[d]; a >= 0; a = index.parent[a]) {
            if (marks[a]) {
              w = index.kind[a] === PAGE ? INHERITED_TITLE : INHERITED_HEADING;
              break;
            }
          }
        }
        best = Math.max(best, w * alt.weight * idf);
      }
      if (best > 0) shares[s] = matchedShare[s];
      else if (slot.strict) strictMissed = true;
      total += best;
    });
    if (!own) continue;
    if (mode === 'strict') {
      covered.fill(0);
      slots.forEach((slot, s) => {
        if (shares[s] > 0) for (const p of slot.covers) covered[p] = Math.max(covered[p], shares[s]);
      });
      const coverage = covered.reduce((x, c) => x + c, 0) / positions;
      if (coverage < MIN_COVERAGE || strictMissed) continue;
      push(d, total, coverage);
    } else {
      matches.push({d, total, shares});
      const page = index.page[d];
      const ps = pageShares.get(page) ?? new Float32Array(slots.length);
      for (let s = 0; s < slots.length; s++) ps[s] = Math.max(ps[s], shares[s]);
      pageShares.set(page, ps);
    }
  }
  if (mode === 'relaxed') {
    const weighOf = (shares: Float32Array): number =>
      shares.reduce((x, sh, s) => x + slotWeight[s] * sh, 0) / weightTotal;
    const pageCoverage = new Map<number, number>();
    for (const [page, ps] of pageShares) pageCoverage.set(page, weighOf(ps));
    // A reader who types an API name the site knows asks about it: with optional words a hit's page must still
    // match one of those names (a framework name is a preference, not one of them).
    const names = slots.flatMap((slot, s) => (isApiName(slot, sets[s]) ? [s] : []));
    for (const {d, total, shares} of matches) {
      if (names.length > 0 && !names.some((s) => (pageShares.get(index.page[d])?.[s] ?? 0) > 0)) continue;
      const own = weighOf(shares);
      const coverage = Math.max(own, PAGE_SHARE * (pageCoverage.get(index.page[d]) ?? 0));
      if (coverage < RELAXED_COVERAGE) continue;
      push(d, total, coverage);
    }
  }

  function push(d: number, total: number, coverage: number): void {
    mentions.set(index.page[d], (mentions.get(index.page[d]) ?? 0) + 1);
    let score = total * coverage ** 2 * TYPE_BOOST[index.kind[d]] * (mode === 'relaxed' ? RELAXED_FACTOR : 1);
    if (index.kind[d] === PAGE) {
      const main = compact(mainTitle(index.text[d]));
      const bonus = nameBonus(main, variants);
      // The subtitle naming the query (绘制圆) counts a little, the main title (圆形) much more.
      score *= bonus > 1 ? bonus : variants.some((v) => v && compact(index.text[d]).includes(v)) ? 1.15 : 1;
    } else if (!isBodyKind(index.kind[d])) score *= nameBonus(compact(index.text[d]), variants);
    score *= frameworkFactor(frameworkOfPath(index.pagePath[index.page[d]]), named, flavour);
    out.push({doc: d, score});
  }
  for (const r of out)
    if (index.kind[r.doc] === PAGE) r.score *= 1 + 0.1 * Math.log1p(mentions.get(index.page[r.doc]) ?? 0);
  return out.sort((a, b) => b.score - a.score || a.doc - b.doc);
}
