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
}

/** One record in the shipped index: [path#anchor, type, lvl0..lvl6 as an array, content, facet index]. */
export interface StoredRecord {
  /** Site-relative path with anchor, e.g. `/docs/shapes/Rect.html#圆角`. */
  u: string;
  t: RecordType;
  /** lvl0..lvl6; trailing nulls dropped. */
  h: (string | null)[];
  c: string | null;
  /** Index into the shard's facet table. */
  f: number;
}

/** Facet values shared by many records: language, docusaurus_tag, version. */
export interface FacetSet {
  language: string;
  docusaurus_tag: string;
  version: string;
}

/** One file of the split index: a MiniSearch index plus the records it refers to by position. */
export interface IndexShard {
  records: StoredRecord[];
  facets: FacetSet[];
  /** MiniSearch.toJSON() of the records (ids are positions in `records`). */
  index: unknown;
}

/** The small file the client fetches first: where the shards are. */
export interface IndexManifest {
  version: 1;
  shards: string[];
  records: number;
}
