// MiniSearch settings shared by the index builder and the browser client (they must agree to load the JSON).
import type {Options, SearchOptions} from 'minisearch';
import {isLatinTerm, isSingleHan, tokenize} from './tokenize';
import type {StoredRecord} from './types';

/** The three searched fields: the record's own heading, the headings above it, its paragraph text. */
export type IndexedField = 't' | 'h' | 'c';
export interface IndexedDoc {
  id: number;
  t: string;
  h: string;
  c: string;
}

const LEVEL_INDEX: Record<string, number> = {lvl0: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6};

/** What MiniSearch indexes for a stored record (lvl0, the section name, is a label, not searched). */
export function toIndexedDoc(record: StoredRecord, id: number): IndexedDoc {
  const own = record.t === 'content' ? 7 : LEVEL_INDEX[record.t];
  const heads = record.h.slice(1, own).filter((x): x is string => Boolean(x));
  return {id, t: own < 7 ? (record.h[own] ?? '') : '', h: heads.join(' '), c: record.c ?? ''};
}

export const miniSearchOptions: Options<IndexedDoc> = {
  fields: ['t', 'h', 'c'],
  storeFields: [],
  tokenize: (text) => tokenize(text, 'index'),
  processTerm: (term) => term,
};

/** Headings rank above body text (field boosts); exact terms rank above prefix matches (prefix weight). */
export const searchOptions: SearchOptions = {
  tokenize: (text) => tokenize(text, 'query'),
  processTerm: (term) => term,
  boost: {t: 4, h: 1.5, c: 1},
  prefix: (term) => isSingleHan(term) || (isLatinTerm(term) && term.length >= 1),
  weights: {fuzzy: 0, prefix: 0.3},
  fuzzy: false,
  combineWith: 'OR',
};
