// Code colours meet WCAG AA (4.5:1) in both colour modes: every Prism token colour on the block's background
// and on a highlighted line, and every CodeMirror token colour of the live editor on its background and
// active line. The highlighted-line colour in custom.css must match codeThemes.ts; the editor uses the code variables.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {codePalettes, codeVariable, darkCodeTheme, lightCodeTheme, type Palette} from '../../src/css/codeThemes';

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channel = (i: number) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const AA = 4.5;
const modes = [
  ['light', lightCodeTheme, codePalettes.light],
  ['dark', darkCodeTheme, codePalettes.dark],
] as const;

describe('contrast()', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(modes)('%s code theme', (_mode, theme, palette) => {
  const colours = [
    theme.plain.color!,
    ...theme.styles.map((s) => s.style.color).filter((c): c is string => Boolean(c)),
  ];

  it('sets a colour on every token style and no opacity', () => {
    for (const s of theme.styles) {
      expect(s.style.color, s.types.join(',')).toMatch(/^#[0-9a-f]{6}$/i);
      expect(s.style.opacity, s.types.join(',')).toBeUndefined();
    }
    expect(theme.plain.backgroundColor).toBe(palette.background);
  });

  it.each(['background', 'highlightedLine'] as const)('every token colour reaches 4.5:1 on the %s', (bg) => {
    for (const c of colours) expect(contrast(c, palette[bg]), `${c} on ${palette[bg]}`).toBeGreaterThanOrEqual(AA);
  });
});

describe('stylesheets use the palettes', () => {
  it('custom.css highlights lines with the palette colour in each mode', () => {
    const css = readFileSync('src/css/custom.css', 'utf8');
    const values = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g)].map((m) => m[1]!.trim());
    expect(values).toEqual([codePalettes.light.highlightedLine, codePalettes.dark.highlightedLine]);
  });

  it('the live editor colours its tokens with the code variables, at 4.5:1 on its background and active line', () => {
    const css = readFileSync('src/components/Playground/styles.module.css', 'utf8');
    const rules = [...css.matchAll(/([^{}]*\.editor[^{}]*)\{([^}]*)\}/g)];
    const byVariable = new Map(
      Object.keys(codePalettes.light).map((role) => [codeVariable(role as keyof Palette), role as keyof Palette]),
    );
    const used = (selector: RegExp) =>
      rules
        .filter(([, sel]) => selector.test(sel!))
        .flatMap(([, , body]) => [...body!.matchAll(/var\((--code-[\w-]+)\)/g)].map((v) => v[1]!));
    // every code colour it uses is a palette role
    const all = used(/./);
    for (const v of all) expect(byVariable.has(v), v).toBe(true);
    expect(used(/^\s*\.editor\s*$/)).toContain(codeVariable('background'));
    expect(used(/cm-activeLine/)).toContain(codeVariable('highlightedLine'));
    const tokens = [...new Set(used(/\.tok-|cm-editor|cm-gutters/))].map((v) => byVariable.get(v)!);
    expect(tokens.length).toBeGreaterThanOrEqual(8);
    for (const palette of [codePalettes.light, codePalettes.dark]) {
      for (const role of tokens) {
        expect(contrast(palette[role], palette.background), role).toBeGreaterThanOrEqual(AA);
        expect(contrast(palette[role], palette.highlightedLine), role).toBeGreaterThanOrEqual(AA);
      }
    }
  });
});

describe('codeTokens.css', () => {
  const css = readFileSync('src/css/codeTokens.css', 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    if (start < 0) throw new Error(`no ${selector} block`);
    return css.slice(start, css.indexOf('}', start));
  };
  for (const [selector, mode] of [
    [':root', 'light'],
    ["[data-theme='dark']", 'dark'],
  ] as const) {
    it(`sets every role's variable to the ${mode} palette colour`, () => {
      const text = block(selector);
      for (const [role, colour] of Object.entries(codePalettes[mode])) {
        expect(text).toContain(`${codeVariable(role as keyof (typeof codePalettes)['light'])}: ${colour};`);
      }
    });
  }
});
