// prism-react-renderer@2.4.1 dist/index.mjs's line and token props and themeToDict, without its bundle: that module
// carries Prism, its bundled grammars and twenty themes, and would put all of it into main.js. The output must stay the
// same as its <Highlight> for the same theme (tests/unit/highlight.test.tsx renders both and compares).
import clsx from 'clsx';
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type StyleDict = Record<string, CSSProperties | undefined> & {root: CSSProperties; plain: CSSProperties};

/** Styles by token type; later theme entries win, as in prism-react-renderer. */
export function themeDict(theme: PrismTheme, language: string): StyleDict {
  const dict: Record<string, CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as CSSProperties)};
  }
  return {
    ...dict,
    root: theme.plain as CSSProperties,
    plain: {...(theme.plain as CSSProperties), backgroundColor: undefined},
  };
}

/** The lines prism-react-renderer makes of code it has no grammar for (or before the grammar is loaded). */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content}]);
}

interface LineInput {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

export function lineProps(dict: StyleDict) {
  return ({className, style, line: _line, ...rest}: LineInput) => ({
    ...rest,
    className: clsx('token-line', className),
    style: style ? {...dict.plain, ...style} : dict.plain,
  });
}

function tokenStyle(dict: StyleDict, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty != null) return dict[types[0]!];
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

interface TokenInput {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

export function tokenProps(dict: StyleDict) {
  return ({token, className, style, ...rest}: TokenInput) => {
    const own = tokenStyle(dict, token);
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style != null ? {...own, ...style} : own,
    };
  };
}
