// CSS cannot import src/config/layout.ts, so this checks the stylesheets against it, and it against the theme.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH, OTHER_WIDTHS} from '../../src/config/layout';

const root = path.resolve(__dirname, '../..');
const installed = (file: string) => fs.readFileSync(path.join(root, 'node_modules', file), 'utf8');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return cssFiles(full);
    return e.name.endsWith('.css') ? [full] : [];
  });
}

/** Every `(min-width: N)` / `(max-width: N)` of every @media in the text, as `min 997` / `max 996`. */
function mediaWidths(css: string): string[] {
  return [...css.matchAll(/@media[^{]*/g)].flatMap((m) =>
    [...m[0].matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)?\)/g)].map((w) => `${w[1]} ${w[2]}${w[3] ?? ''}`),
  );
}

describe('layout constants', () => {
  it('match Infima (its mobile media query) and Docusaurus (its window-size hook)', () => {
    const infima = installed('infima/dist/css/default/default.css');
    expect(mediaWidths(infima)).toContain(`max ${MOBILE_MAX_WIDTH}px`);
    const hook = installed('@docusaurus/theme-common/lib/hooks/useWindowSize.js');
    expect(hook).toMatch(new RegExp(`DesktopBreakpoint = ${MOBILE_MAX_WIDTH};`));
  });

  it('are the only widths the stylesheets in src/ switch at', () => {
    const allowed = new Set([`max ${MOBILE_MAX_WIDTH}px`, `min ${DESKTOP_MIN_WIDTH}px`]);
    for (const w of Object.keys(OTHER_WIDTHS)) allowed.add(`max ${w}px`).add(`min ${w}px`);
    const files = cssFiles(path.join(root, 'src'));
    expect(files.length).toBeGreaterThan(5);
    const stray = files.flatMap((f) =>
      mediaWidths(fs.readFileSync(f, 'utf8'))
        .filter((w) => !allowed.has(w))
        .map((w) => `${path.relative(root, f)}: ${w}`),
    );
    expect(stray).toEqual([]);
  });

  it('finds the breakpoint in the stylesheets that use it', () => {
    const navbar = fs.readFileSync(path.join(root, 'src/theme/Navbar/Content/styles.module.css'), 'utf8');
    expect(mediaWidths(navbar)).toEqual([`max ${MOBILE_MAX_WIDTH}px`]);
  });
});
