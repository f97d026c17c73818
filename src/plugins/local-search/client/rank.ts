// Query parsing and ranking on the in-memory index. A query becomes slots (a bigram, a synonym-table word, a Latin
// word); a slot is matched when any of its alternatives occurs in the doc itself or in a heading or title above it.
// A doc must match all slots of a short query and two thirds of a long one, so a query whose words match nothing
// well returns nothing rather than pages sharing one character with it.
import {normalizeText} from '../tokenize';
import {splitOnSynonyms, synonymsOf} from '../synonyms';
import {PAGE, PARAGRAPH, termsWithPrefix, type DocIndex} from './docIndex';

/** One way to match a slot: all `terms` (exact), a term prefix, or a bigram ending with a character. */
export interface Alternative {
  terms: string[];
  mode: 'exact' | 'prefix' | 'char';
  weight: number;
}
export interface Slot {
  alts: Alternative[];
  /** The query positions (characters of Chinese words, whole Latin words) a match of this slot covers; none for
   * a bonus slot such as the whole dotted API name. */
  covers: number[];
  /** A Latin word (an API name): a doc missing it is no match, whatever else it covers. */
  strict?: boolean;
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

// Words that carry no subject in a question ("怎么导出图片" asks for 导出图片).
const STOP_WORDS = /为什么|怎么|如何|什么|怎样|可以|一个|哪些|的话|是否|[的吗呢了]/gu;
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_RUN = /[\p{Script=Latin}\p{Nd}_$]+(?:[.#][\p{Script=Latin}\p{Nd}_$]+)*/gu;

const bigrams = (s: string): string[] => {
  const c = Array.from(s);
  if (c.length < 2) return c;
  return c.slice(0, -1).map((x, i) => x + c[i + 1]);
};

/** Weights of a match by where it is: in the doc's own text (by kind) or inherited from a heading or title above. */
const OWN_WEIGHT = [0, 10, 4, 4, 4, 4, 4, 1];
const INHERITED_TITLE = 2.5;
const INHERITED_HEADING = 1.5;
const SYNONYM_WEIGHT = 0.85;
// Pages outrank their sections, sections outrank paragraphs when the text scores are close.
const TYPE_BOOST = [1, 1.4, 1.2, 1.15, 1.1, 1.1, 1.1, 1];

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
  const grams = bigrams(text);
  const found = grams.map((g) => df(index, g) > 0);
  const slots: Slot[] = [];
  grams.forEach((g, i) => {
    if (!found[i] && i > 0 && found[i - 1] && i + 1 < grams.length && found[i + 1]) return;
    slots.push({alts: [{terms: [g], mode: 'exact', weight: 1}], covers: [at + i, at + i + 1]});
  });
  return slots;
}

function synonymSlot(word: string, at: number): Slot {
  return {
    covers: Array.from(word, (_, i) => at + i),
    alts: synonymsOf(word).map((w, i) => {
      const weight = i === 0 ? 1 : SYNONYM_WEIGHT;
      return Array.from(w).length === 1 ? {terms: [w], mode: 'prefix' as const, weight: weight * 0.5} : {terms: bigrams(w), mode: 'exact' as const, weight};
    }),
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
  const han = [...norm.matchAll(HAN_RUN)].map((m) => m[0]);
  const latin = [...norm.matchAll(LATIN_RUN)].map((m) => m[0]);
  const alone = latin.length === 0 && han.length === 1 && Array.from(han[0]).length === 1;
  for (const run of han) {
    let pieces = run.split(STOP_WORDS).filter(Boolean);
    if (pieces.length === 0) pieces = [run]; // a query of only question words still searches
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
    for (const part of parts) {
      words.push({text: part, synonym: false});
      slots.push({
        strict: true,
        covers: [positions++],
        alts: [
          {terms: [part], mode: 'exact', weight: 1},
          {terms: [part], mode: 'prefix', weight: 0.3},
        ],
      });
    }
    if (parts.length > 1) slots.push({covers: [], alts: [{terms: [parts.join('.')], mode: 'exact', weight: 1}]});
  }
  return {slots, positions, variants: variantsOf(words)};
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

/** Docs matching the query, best first (all docs in order, unscored, for an empty query). */
export function rank(index: DocIndex, query: string): Ranked[] {
  if (!query.trim()) return Array.from({length: index.searchable}, (_, doc) => ({doc, score: 0}));
  const {slots, positions, variants} = parseQuery(index, query);
  if (positions === 0) return [];
  const n = index.searchable;
  const sets = slots.map((s) =>
    s.alts.map((alt) => {
      const {marks, count} = docsOf(index, alt);
      return {alt, marks, idf: Math.log(1 + n / (count + 1))};
    }),
  );
  const candidates = new Uint8Array(n);
  for (const slot of sets) for (const {marks} of slot) for (let d = 0; d < n; d++) candidates[d] |= marks[d];
  const covered = new Uint8Array(positions);
  const out: Ranked[] = [];
  // How many of a page's headings and paragraphs match: a page about the subject keeps coming back to it.
  const mentions = new Map<number, number>();
  for (let d = 0; d < n; d++) {
    if (!candidates[d]) continue;
    let total = 0;
    let own = false;
    let strictMissed = false;
    covered.fill(0);
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
      if (best > 0) for (const p of slot.covers) covered[p] = 1;
      else if (slot.strict) strictMissed = true;
      total += best;
    });
    const coverage = covered.reduce((x, c) => x + c, 0) / positions;
    if (coverage < MIN_COVERAGE || !own || strictMissed) continue;
    mentions.set(index.page[d], (mentions.get(index.page[d]) ?? 0) + 1);
    let score = total * coverage ** 2 * TYPE_BOOST[index.kind[d]];
    if (index.kind[d] === PAGE) {
      const main = compact(mainTitle(index.text[d]));
      const bonus = nameBonus(main, variants);
      // The subtitle naming the query (绘制圆) counts a little, the main title (圆形) much more.
      score *= bonus > 1 ? bonus : variants.some((v) => v && compact(index.text[d]).includes(v)) ? 1.15 : 1;
    } else if (index.kind[d] !== PARAGRAPH) score *= nameBonus(compact(index.text[d]), variants);
    out.push({doc: d, score});
  }
  for (const r of out) if (index.kind[r.doc] === PAGE) r.score *= 1 + 0.1 * Math.log1p(mentions.get(index.page[r.doc]) ?? 0);
  return out.sort((a, b) => b.score - a.score || a.doc - b.doc);
}
