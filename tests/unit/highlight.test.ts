// Code blocks are rendered with our copy of prism-react-renderer's line and token props (src/lib/highlight) so
// Prism stays out of the main bundle: the markup must be what its <Highlight> makes for the same code and theme.
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Highlight, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {codeTokenTheme, lightCodeTheme, darkCodeTheme} from '../../src/css/codeThemes';
import {lineProps, plainLines, themeDict, tokenProps, type Token} from '../../src/lib/highlight/props';
import {tokenize} from '../../src/lib/highlight/prism';

type LinePropsFn = (input: {line: Token[]; className?: string}) => Record<string, unknown>;
type TokenPropsFn = (input: {token: Token}) => Record<string, unknown>;

/** The same rendering (a line div, token spans, an extra class on line 2) driven by either implementation. */
function draw(lines: Token[][], getLineProps: LinePropsFn, getTokenProps: TokenPropsFn): ReactNode {
  return createElement(
    'code',
    null,
    lines.map((line, i) =>
      createElement(
        'div',
        {key: i, ...getLineProps({line, className: i === 1 ? 'theme-code-block-highlighted-line' : undefined})},
        line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
      ),
    ),
  );
}

function theirs(code: string, language: string, theme: PrismTheme): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: ({tokens, getLineProps, getTokenProps}) =>
        draw(tokens as Token[][], getLineProps as never, getTokenProps as never),
    }),
  );
}

function ours(code: string, language: string, theme: PrismTheme): string {
  const dict = themeDict(theme, language);
  return renderToStaticMarkup(draw(tokenize(code, language), lineProps(dict) as never, tokenProps(dict) as never));
}

const samples: [string, string][] = [
  [
    'js',
    "import Konva from 'konva';\n\nconst stage = new Konva.Stage({container: 'c', width: 300});\n// 注释\nstage.add(layer);\n",
  ],
  ['jsx', '<Stage width={300}>\n  <Layer>\n    <Rect fill="red" draggable />\n  </Layer>\n</Stage>'],
  [
    'tsx',
    'const r: Konva.Rect = new Konva.Rect({x: 1});\nexport default function A(): JSX.Element { return <div />; }',
  ],
  ['bash', 'npm install konva\n\n# 或者\nyarn add konva && echo "$HOME"'],
  ['json', '{"a": 1, "b": [true, null]}'],
  ['html', '<div id="container"></div>\n<script src="konva.min.js"></script>'],
  ['css', '.a { color: red; }'],
  ['text', 'plain\n\nlines'],
  ['svelte', '<script>let x = 1;</script>\n<Rect {x} />'],
];

describe('code block rendering', () => {
  for (const theme of [codeTokenTheme, lightCodeTheme, darkCodeTheme]) {
    for (const [language, code] of samples) {
      it(`matches prism-react-renderer for ${language} (${theme === codeTokenTheme ? 'variables' : theme.plain.color})`, () => {
        const expected = theirs(code, language, theme);
        expect(expected).toContain('token-line');
        expect(ours(code, language, theme)).toBe(expected);
      });
    }
  }

  it('highlights the languages the site uses (bash is registered)', () => {
    expect(ours('npm install konva', 'bash', codeTokenTheme)).toContain('token function');
    expect(ours('const a = 1;', 'js', codeTokenTheme)).toContain('token keyword');
  });

  it('renders plain lines as prism-react-renderer does for a language it has no grammar for', () => {
    for (const [, code] of samples) expect(plainLines(code)).toEqual(normalizeTokens([code]));
  });

  it('colours tokens with variables only, so one markup serves both colour modes', () => {
    expect(ours('const a = "x";', 'js', codeTokenTheme)).toMatch(/color:var\(--code-keyword\)/);
    expect(ours('const a = "x";', 'js', codeTokenTheme)).not.toMatch(/#[0-9a-f]{6}/i);
  });
});
