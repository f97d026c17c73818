// Code colours meet WCAG AA (4.5:1) in both colour modes: every Prism token colour on the block's background
// and on a highlighted line, and every CodeMirror token colour of the live editor on its background and
// active line. The highlighted-line colour in custom.css and the editor's palette must match codeThemes.ts.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {codePalettes, codeVariable, darkCodeTheme, lightCodeTheme} from '../../src/css/codeThemes';

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
  const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => Boolean(c))];

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

  it('the live editor tokens reach 4.5:1 on its background and active line in both modes', () => {
    const css = readFileSync('src/components/Playground/styles.module.css', 'utf8');
    const blocks = [...css.matchAll(/(^|\n)(\[data-theme='dark'\] )?\.editor \{([^}]*--tok-[\w-]+:[^}]*)\}/g)];
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      const vars = Object.fromEntries([...block[3]!.matchAll(/--tok-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
      const palette = block[2] ? codePalettes.dark : codePalettes.light;
      expect(vars.background).toBe(palette.background);
      expect(vars['active-line']).toBe(palette.highlightedLine);
      const tokens = Object.entries(vars).filter(([k]) => k !== 'background' && k !== 'active-line');
      expect(tokens.length).toBeGreaterThanOrEqual(8);
      for (const [name, c] of tokens) {
        expect(contrast(c, vars.background!), name).toBeGreaterThanOrEqual(AA);
        expect(contrast(c, vars['active-line']!), name).toBeGreaterThanOrEqual(AA);
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
