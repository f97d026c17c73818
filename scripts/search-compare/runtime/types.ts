// What every engine's browser-safe runtime provides: load its shipped files, then answer queries with hit URLs.
import type {Doc} from '../corpus';

/** Shipped files by name; each is the text a browser would fetch. */
export type Files = Record<string, string>;
/** Hit URLs (path#anchor), best first. */
export type Search = (query: string) => string[] | Promise<string[]>;

export interface Runtime {
  /** Builds the shipped files from the docs (Node or browser). */
  build(docs: Doc[]): Files | Promise<Files>;
  /** Loads the shipped files into a searcher (what a reader waits for before the first results). */
  load(files: Files): Search | Promise<Search>;
}

/** URL of each doc id, from the display store every library ships (corpus.ts displayStore). */
export function urlsOf(displayJson: string): string[] {
  const {pages, rows} = JSON.parse(displayJson) as {
    pages: [string, string][];
    rows: [number, string, string, string][];
  };
  return rows.map(([p, anchor]) => (anchor ? `${pages[p][0]}#${anchor}` : pages[p][0]));
}

/** What any engine must ship besides its index to show a hit (URL, title, heading, snippet), the same for all
 * libraries: pages once, then per doc [page, anchor, heading, first 100 characters of content]. */
export function displayStore(docs: Doc[]): string {
  const pages: [string, string][] = [];
  const pageIds = new Map<string, number>();
  const rows = docs.map((d) => {
    let p = pageIds.get(d.page);
    if (p === undefined) pageIds.set(d.page, (p = pages.push([d.page, d.title]) - 1));
    const hash = d.url.indexOf('#');
    return [p, hash < 0 ? '' : d.url.slice(hash + 1), d.headings.at(-1) ?? '', d.content.slice(0, 100)];
  });
  return JSON.stringify({pages, rows});
}
