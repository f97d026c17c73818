// The index in memory: docs (pages, headings, paragraphs) in one numbering, and an inverted index the client
// builds itself from their text with the same tokeniser the queries use. The head file makes it usable at once;
// the body file adds the paragraphs when it arrives.
import {tokenize} from '../tokenize';
import {decodeInts} from '../varint';
import type {BodyFile, FacetSet, HeadFile} from '../types';

/** Doc kinds: 1 a page (its title), 2..6 a heading of that depth, 7 a paragraph, 8 a code comment. */
export const PAGE = 1;
export const PARAGRAPH = 7;
export const CODE_COMMENT = 8;
/** Paragraphs and code comments: body text under a section, returned as `content` hits. */
export const isBodyKind = (kind: number): boolean => kind >= PARAGRAPH;

export interface DocIndex {
  facets: FacetSet[];
  lvl0: string[];
  pagePath: string[];
  pageLvl0: number[];
  pageFacet: number[];
  kind: number[];
  page: number[];
  /** Page doc for headings of depth 2, the enclosing heading otherwise; a paragraph's section; -1 for a page. */
  parent: number[];
  text: string[];
  /** A heading's anchor ('' for pages and paragraphs: they use their parent's). */
  anchor: string[];
  postings: Map<string, number[]>;
  /** All terms, sorted, for prefix matches (rebuilt when the body is added). */
  sortedTerms: string[];
  hasBody: boolean;
  /** Docs a search sees: the head's until the whole body is in, so answers never rank on half the paragraphs. */
  searchable: number;
}

function addPostings(index: DocIndex, doc: number, text: string): void {
  for (const term of new Set(tokenize(text, 'index'))) {
    const list = index.postings.get(term);
    if (list) list.push(doc);
    else index.postings.set(term, [doc]);
  }
}

const sortTerms = (index: DocIndex): void => {
  index.sortedTerms = [...index.postings.keys()].sort();
};

export function loadHead(head: HeadFile): DocIndex {
  const index: DocIndex = {
    facets: head.facets,
    lvl0: head.lvl0,
    pagePath: [],
    pageLvl0: [],
    pageFacet: [],
    kind: [],
    page: [],
    parent: [],
    text: [],
    anchor: [],
    postings: new Map(),
    sortedTerms: [],
    hasBody: false,
    searchable: 0,
  };
  const push = (kind: number, page: number, parent: number, text: string, anchor: string): number => {
    const id = index.kind.length;
    index.kind.push(kind);
    index.page.push(page);
    index.parent.push(parent);
    index.text.push(text);
    index.anchor.push(anchor);
    addPostings(index, id, text);
    return id;
  };
  head.pages.forEach(([path, lvl0, facet, title, headings], p) => {
    index.pagePath.push(path);
    index.pageLvl0.push(lvl0);
    index.pageFacet.push(facet);
    const pageDoc = push(PAGE, p, -1, title, '');
    // The nearest open heading of each depth, to find a heading's parent.
    const open: number[] = [];
    for (const [depth, anchor, text] of headings) {
      let parent = pageDoc;
      for (let d = depth - 1; d >= 2; d--) {
        if (open[d] !== undefined) {
          parent = open[d];
          break;
        }
      }
      open[depth] = push(depth, p, parent, text, anchor);
      open.length = depth + 1;
    }
  });
  sortTerms(index);
  index.searchable = index.kind.length;
  return index;
}

const decodedBodies = new WeakMap<BodyFile, {parents: number[]; code: Set<number>}>();

/**
 * Adds a body's paragraphs `from` (inclusive) `to` (exclusive), so a caller can spread the work over several tasks;
 * the index counts as complete once the last paragraph is in.
 */
export function addBody(index: DocIndex, body: BodyFile, from = 0, to = body.texts.length): void {
  if (index.hasBody || body.first + from !== index.kind.length) return;
  let decoded = decodedBodies.get(body);
  if (!decoded) {
    decoded = {parents: decodeInts(body.parents), code: new Set(body.code ? decodeInts(body.code) : [])};
    decodedBodies.set(body, decoded);
  }
  const {parents, code} = decoded;
  for (let i = from; i < Math.min(to, body.texts.length); i++) {
    const id = index.kind.length;
    index.kind.push(code.has(i) ? CODE_COMMENT : PARAGRAPH);
    index.page.push(index.page[parents[i]]);
    index.parent.push(parents[i]);
    index.text.push(body.texts[i]);
    index.anchor.push('');
    addPostings(index, id, body.texts[i]);
  }
  if (to >= body.texts.length) {
    sortTerms(index);
    index.hasBody = true;
    index.searchable = index.kind.length;
  }
}

/** The anchor a doc links to: its own (headings) or its section's. */
export function anchorOf(index: DocIndex, doc: number): string {
  for (let d = doc; d >= 0; d = index.parent[d]) if (index.anchor[d]) return index.anchor[d];
  return '';
}

/** Terms starting with `prefix` (at most `limit`), from the sorted term list. */
export function termsWithPrefix(index: DocIndex, prefix: string, limit = 64): string[] {
  const terms = index.sortedTerms;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < terms.length && out.length < limit && terms[i].startsWith(prefix); i++) out.push(terms[i]);
  return out;
}

/** The whole index from its files' contents (scripts and tests; the browser loads the head first). */
export function loadFiles(head: HeadFile, bodies: BodyFile[]): DocIndex {
  const index = loadHead(head);
  for (const b of bodies) addBody(index, b);
  return index;
}
