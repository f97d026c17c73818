// Fetches the tokenizer's files ahead (no running) when a likely next page is prefetched: that page may render
// code blocks in the browser, and should need no new download when the reader opens it.

/** Chunk names the tokenizer is split into (src/plugins/speed/code-highlight names them). */
export const TOKENIZER_CHUNKS = ['prism', 'highlight'] as const;

// Docusaurus' runtime: the URL of a named chunk (the same helper its route prefetch uses).
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined} | undefined;

let prefetched = false;

export function prefetchTokenizer(): void {
  if (prefetched || typeof __webpack_require__ === 'undefined' || !__webpack_require__?.gca) return;
  prefetched = true;
  for (const name of TOKENIZER_CHUNKS) {
    const href = __webpack_require__.gca(name);
    if (!href || href.includes('undefined')) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}
