// Our ejected code line (src/theme/CodeBlock/Line) must stay the theme's line with one change: a <span> shown as
// a block instead of a <div>, which may not sit inside <code>. When Docusaurus changes its original, this fails.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js'));
const original = fs.readFileSync(path.join(themeDir, 'index.js'), 'utf8');
const ours = fs.readFileSync(path.resolve('src/theme/CodeBlock/Line/index.tsx'), 'utf8');

/** The default export's body from `const line =` to its end, white space collapsed. */
function lineBody(source: string): string {
  const start = source.indexOf('const line = fixLineBreak(lineProp);');
  return source.slice(start).replace(/\s+/g, ' ').trim();
}

/** CSS rules without comments, white space collapsed. */
function rules(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('ejected CodeBlock/Line', () => {
  it("is the theme's line, as a span, with the block class on lines without numbers", () => {
    const expected = lineBody(original)
      .replace('<div {...lineProps}>', '<span {...lineProps}>')
      .replace(/<\/div> \); \}$/, '</span> ); }')
      .replace('showLineNumbers && styles.codeLine', 'showLineNumbers ? styles.codeLine : styles.line');
    expect(lineBody(ours)).not.toBe('');
    expect(lineBody(ours)).toBe(expected);
    expect(lineBody(ours)).not.toMatch(/<div/);
  });

  it("keeps the theme's empty-line handling", () => {
    for (const source of [original, ours]) {
      expect(source).toContain('line.length === 1 && line[0]');
      expect(source).toContain("return [{...singleLineBreakToken, content: ''}];");
      expect(source).toMatch(/return <br \/>;/);
    }
  });

  it("has the theme's styles plus .line { display: block }", () => {
    const theirs = rules(fs.readFileSync(path.join(themeDir, 'styles.module.css'), 'utf8'));
    const mine = rules(fs.readFileSync(path.resolve('src/theme/CodeBlock/Line/styles.module.css'), 'utf8'));
    expect(mine).toBe(`${theirs} .line { display: block; }`);
  });
});
