// The engines compared, each with the configuration the README's table names. A runtime is named by module and
// factory so the browser measurement can bundle the same code (browser.ts).
import type {Doc} from './corpus';
import type {Files} from './runtime/types';

export interface RuntimeRef {
  /** Module under runtime/, without extension. */
  module: string;
  factory: string;
  /** The factory's argument (JSON). */
  arg: unknown;
}

export interface EngineSpec {
  name: string;
  config: string;
  runtime: RuntimeRef;
  /** Builds the shipped files in Node (ours: from the records, libraries: from the docs). */
  build?: (docs: Doc[]) => Files | Promise<Files>;
}

export const LIBRARIES: EngineSpec[] = [
  {
    name: 'MiniSearch (bigram)',
    config:
      'our bigram tokenizer; boost title 3, headings 2, content 1, code comments 0.5; OR, BM25+; prefix for Latin words and a lone Han character; 1 typo in Latin words of 6+ letters',
    runtime: {module: 'minisearch', factory: 'miniSearch', arg: 'bigram'},
  },
  {
    name: 'MiniSearch (Intl.Segmenter)',
    config: 'as above, Chinese cut into Intl.Segmenter("zh") words',
    runtime: {module: 'minisearch', factory: 'miniSearch', arg: 'segmenter'},
  },
  {
    name: 'FlexSearch (Charset.CJK)',
    config:
      'its CJK preset (one term per character) with its context index (depth 1, bidirectional); fields weighted 3/2/1/0.5 (code comments) by rank; suggest (partial) on',
    runtime: {module: 'flexsearch', factory: 'flexSearch', arg: 'cjk'},
  },
  {
    name: 'FlexSearch (bigram)',
    config:
      'our bigram tokenizer as its encode function, tokenize "strict"; fields weighted 3/2/1/0.5 (code comments) by rank; suggest on',
    runtime: {module: 'flexsearch', factory: 'flexSearch', arg: 'bigram'},
  },
  {
    name: 'Orama (mandarin)',
    config:
      '@orama/tokenizers/mandarin (Intl.Segmenter words); boost title 3, headings 2, content 1, code comments 0.5; BM25; threshold 1 (any term)',
    runtime: {module: 'orama', factory: 'orama', arg: 'mandarin'},
  },
  {
    name: 'Orama (bigram)',
    config: 'our bigram tokenizer as a custom tokenizer; otherwise as above',
    runtime: {module: 'orama', factory: 'orama', arg: 'bigram'},
  },
];

/** Loads a runtime in Node. */
export async function runtimeOf(
  ref: RuntimeRef,
): Promise<{build?: (docs: Doc[]) => Files | Promise<Files>; load: (files: Files) => unknown}> {
  const mod = (await import(`./runtime/${ref.module}`)) as Record<string, (arg: unknown) => never>;
  return mod[ref.factory](ref.arg);
}
