// The tokenizer: Prism with the site's extra languages. Its own chunk in the browser (src/lib/highlight/load.ts).
import {Prism, normalizeTokens} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';
import type {Token} from './props';

includeLanguages(Prism);

/** Tokens by line, exactly as prism-react-renderer's <Highlight> makes them. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]) as Token[][];
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens) as Token[][];
}
