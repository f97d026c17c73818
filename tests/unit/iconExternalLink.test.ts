// Our ejected external-link icon (src/theme/Icon/ExternalLink) must stay the theme's icon plus role="img":
// when Docusaurus changes its original, this fails and the copy is brought up to date.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/Icon/ExternalLink/index.js'));
const original = fs.readFileSync(path.join(themeDir, 'index.js'), 'utf8');
const ours = fs.readFileSync(path.resolve('src/theme/Icon/ExternalLink/index.tsx'), 'utf8');

/** The JSX of the returned <svg>, without the role we add. */
function svgJsx(source: string): string {
  const jsx = /<svg[\s\S]*<\/svg>/.exec(source)?.[0] ?? '';
  // white space collapsed, none before `>`: Prettier puts the closing bracket of a long tag on its own line
  return jsx
    .replace(/\s*role="img"/, '')
    .replace(/\s+/g, ' ')
    .replace(/ >/g, '>');
}

describe('ejected IconExternalLink', () => {
  it("renders the theme's svg (size, label, class, sprite) with role=img added", () => {
    expect(svgJsx(ours)).not.toBe('');
    expect(svgJsx(ours)).toBe(svgJsx(original));
    expect(ours).toContain('role="img"');
    expect(original).not.toContain('role=');
  });

  it("keeps the theme's defaults, sprite and spacing", () => {
    expect(original).toContain('{width = 13.5, height = 13.5}');
    expect(ours).toContain('{width = 13.5, height = 13.5}');
    expect(original).toContain("const svgSprite = '#theme-svg-external-link';");
    expect(ours).toContain("const svgSprite = '#theme-svg-external-link';");
    const css = (file: string) =>
      /\.iconExternalLink\s*\{[^}]*\}/.exec(fs.readFileSync(file, 'utf8'))?.[0].replace(/\s+/g, ' ');
    expect(css(path.resolve('src/theme/Icon/ExternalLink/styles.module.css'))).toBe(
      css(path.join(themeDir, 'styles.module.css')),
    );
  });
});
