// The 演练场's starter programs: plain files under starters/, one per flavour, written to starters.json with the
// other generated playground files (the /playground page fetches it; the build compiles them in the unit test).
import fs from 'node:fs';
import path from 'node:path';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {FLAVOURS, FLAVOUR_FILES, PRISM_GRAMMARS, type Flavour} from './flavours';
import type {Token} from '../../lib/highlight/props';
import {compile as compileVanilla} from './browser/compilers/vanilla';

export const STARTERS_DIR = path.join(__dirname, 'starters');

export function readStarters(dir = STARTERS_DIR): Record<Flavour, string> {
  return Object.fromEntries(
    FLAVOURS.map((f) => [f, fs.readFileSync(path.join(dir, FLAVOUR_FILES[f]), 'utf8')]),
  ) as Record<Flavour, string>;
}

/** The starters as Prism tokens, so the 演练场 shows them coloured without loading the tokenizer (a long task on a
 * phone). */
export function starterTokens(starters: Record<Flavour, string>): Record<Flavour, Token[][]> {
  return Object.fromEntries(FLAVOURS.map((f) => [f, tokensOf(starters[f], f)])) as Record<Flavour, Token[][]>;
}

function tokensOf(code: string, flavour: Flavour): Token[][] {
  return normalizeTokens(Prism.tokenize(code, Prism.languages[PRISM_GRAMMARS[flavour]]!)) as Token[][];
}

/** What the 演练场 page shows and runs before it fetches anything: the 原生 JS starter, coloured and compiled. */
export interface PlaygroundStart {
  flavour: 'vanilla';
  code: string;
  tokens: Token[][];
  /** Exactly what the page's own compiler makes of it, so the first run needs no compiler download. */
  compiled: {code: string; lines?: number[]};
}

export function playgroundStart(starters: Record<Flavour, string>): PlaygroundStart {
  const code = starters.vanilla;
  return {flavour: 'vanilla', code, tokens: tokensOf(code, 'vanilla'), compiled: compileVanilla(code)};
}
