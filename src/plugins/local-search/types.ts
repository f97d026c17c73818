// Record shapes: DocSearch crawler records (what Algolia stores) and the compact form our local index ships.

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = HierarchyLevel | 'content';

/** A record as the DocSearch crawler writes it for a Docusaurus site (also what `search:upload` sends). */
export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL with the heading anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version: string;
  weight: {pageRank: number; level: number; position: number};
  /** Set on a code comment: text a reader reads, but weighed below the prose. */
  source?: 'code';
}

/** Facet values shared by many records: language, docusaurus_tag, version. */
export interface FacetSet {
  language: string;
  docusaurus_tag: string;
  version: string;
}

/**
 * One page in the head file: [path, lvl0 index, facet index, title, headings]. A heading is [depth 2..6, anchor, text].
 * Doc ids count the page, then its headings, page after page; body docs follow after all head docs.
 */
export type PackedPage = [string, number, number, string, [number, string, string][]];

/**
 * The file fetched when the dialog opens: every page title and heading. No postings ship: the client tokenises
 * these few strings itself (measured: postings cost more bytes than the text they index).
 */
export interface HeadFile {
  version: 2;
  facets: FacetSet[];
  lvl0: string[];
  pages: PackedPage[];
}

/** The rest: paragraph openings (indexed and shown as snippets), each under a head doc (its section). */
export interface BodyFile {
  version: 2;
  /** Global id of the first body doc in this file. */
  first: number;
  /** Head doc id of each paragraph's section (delta-coded, non-decreasing). */
  parents: string;
  texts: string[];
  /** Indexes into `texts` of code comments (delta-coded, increasing): weighed below prose. */
  code?: string;
}

/** The small file the client fetches first: where the head and body files are. */
export interface IndexManifest {
  version: 2;
  head: string;
  body: string[];
  records: number;
}
