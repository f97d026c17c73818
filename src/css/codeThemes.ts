// Code colours for light and dark mode (Prism code blocks; the live editor's CodeMirror tokens in
// src/components/Playground/styles.module.css use the same variables). Every token colour keeps WCAG AA
// contrast (4.5:1) on the block's background and on a highlighted line (custom.css
// --docusaurus-highlighted-code-line-bg): tests/unit/codeThemes.test.ts checks both.
// Light is GitHub's Primer palette, dark is Dracula with a lighter comment and red; no token uses opacity.
import type {PrismTheme} from 'prism-react-renderer';

/** A palette's colour roles. The browser needs only these names (codeTokenTheme); the colours stay on the server. */
const codeRoles = [
  'background',
  'highlightedLine',
  'plain',
  'comment',
  'string',
  'keyword',
  'func',
  'number',
  'tag',
  'className',
  'attrName',
  'deleted',
  'inserted',
] as const;

export type Palette = {readonly [Role in (typeof codeRoles)[number]]: string};

/** The palettes, by role; the Prism themes below, codeTokens.css and the unit test follow them. */
export const codePalettes = {
  light: {
    background: '#f6f8fa',
    highlightedLine: '#e6ecf4',
    plain: '#1f2328',
    comment: '#57606a',
    string: '#0a3069',
    keyword: '#b31d28',
    func: '#6f42c1',
    number: '#0550ae',
    tag: '#116329',
    className: '#953800',
    attrName: '#0550ae',
    deleted: '#82071e',
    inserted: '#116329',
  },
  dark: {
    background: '#282a36',
    highlightedLine: '#363949',
    plain: '#f8f8f2',
    comment: '#a8b1d8',
    string: '#ff8fd1',
    keyword: '#c6a5fa',
    func: '#50fa7b',
    number: '#c6a5fa',
    tag: '#ff8fd1',
    className: '#8be9fd',
    attrName: '#f1fa8c',
    deleted: '#ff7a7a',
    inserted: '#50fa7b',
  },
} as const satisfies {light: Palette; dark: Palette};

function prismTheme(p: Palette): PrismTheme {
  return {
    plain: {color: p.plain, backgroundColor: p.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: p.comment, fontStyle: 'italic'}},
      {types: ['punctuation', 'operator', 'namespace'], style: {color: p.plain}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url', 'template-string'], style: {color: p.string}},
      {
        types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'property', 'variable', 'builtin'],
        style: {color: p.number},
      },
      {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: p.keyword}},
      {types: ['function', 'function-variable', 'method'], style: {color: p.func}},
      {types: ['tag'], style: {color: p.tag}},
      {types: ['class-name', 'maybe-class-name'], style: {color: p.className}},
      {types: ['attr-name'], style: {color: p.attrName}},
      {types: ['deleted'], style: {color: p.deleted}},
      {types: ['inserted'], style: {color: p.inserted}},
      {types: ['changed'], style: {color: p.className}},
    ],
  };
}

// Pure: the browser bundle, which uses neither, drops them and the palettes with them.
export const lightCodeTheme = /* @__PURE__ */ prismTheme(codePalettes.light);
export const darkCodeTheme = /* @__PURE__ */ prismTheme(codePalettes.dark);

/** The CSS custom property that carries a role's colour (src/css/codeTokens.css sets them per colour mode). */
export const codeVariable = (role: keyof Palette): string =>
  `--code-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The theme code blocks are rendered with: every colour is a variable, so the same markup serves both colour
 * modes and the server's highlighted HTML can be kept as it is when the page hydrates (src/theme/CodeBlock/Content).
 */
export const codeTokenTheme = prismTheme(
  Object.fromEntries(codeRoles.map((role) => [role, `var(${codeVariable(role)})`])) as unknown as Palette,
);
