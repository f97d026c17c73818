// Loads the tokenizer once. In the server build it is bundled in, so pages are rendered highlighted; in the
// browser it is a chunk of its own, loaded when a code block first renders there (after a client-side
// navigation; a hydrated page keeps the server's markup). Not prefetched: most readers never need it.
type Tokenize = typeof import('./prism').tokenize;

let tokenizer: Tokenize | null = null;
let loading: Promise<Tokenize> | null = null;

/** Resolves with the tokenizer; a failed download is tried again on the next call. */
export function loadTokenizer(): Promise<Tokenize> {
  loading ??= import(/* webpackChunkName: "highlight" */ './prism').then(
    (module) => (tokenizer = module.tokenize),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The tokenizer if it has loaded, else null. */
export function loadedTokenizer(): Tokenize | null {
  return tokenizer;
}
