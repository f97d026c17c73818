// Our replacements for Docusaurus client modules: the route table's components are created on first use (evaluating
// main.js must not build ~330 loadables), and the aliases they hang on still exist in Docusaurus.
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {COMPONENT_CREATOR} from '../../src/plugins/speed/lazy-routes';
import {LINK} from '../../src/plugins/speed/link-prefetch';
import {replaceAlias} from '../../src/plugins/speed/replaceAlias';
import {CATEGORY_MODULE} from '../../src/plugins/speed/static-categories';
import staticUseIsBrowser from '../../src/plugins/speed/static-categories/client/useIsBrowser';
import fs from 'node:fs';
import path from 'node:path';
import {DOCUSAURUS_ENTRY, STAGED_ENTRY, swapEntry} from '../../src/plugins/speed/staged-start';

const created: string[] = [];
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Loadable = ({label}: {label: string}) => React.createElement('p', null, `${path} ${label}`);
    Loadable.preload = vi.fn(() => Promise.resolve(`${path} loaded`));
    return Loadable;
  },
}));
const {default: ComponentCreator} = await import('../../src/plugins/speed/lazy-routes/client/ComponentCreator');

describe('lazy route components', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('builds nothing for a route until it is preloaded, then builds it once', async () => {
    const routes = ['/a', '/b', '/c'].map((p) => ComponentCreator(p, 'h'));
    expect(created).toEqual([]);
    await expect(routes[1]!.preload()).resolves.toBe('/b loaded');
    await routes[1]!.preload();
    expect(created).toEqual(['/b-h']);
  });

  it('renders the route component with its props, building it on first render', () => {
    const Route = ComponentCreator('/docs/x.html', 'h2');
    expect(renderToStaticMarkup(React.createElement(Route, {label: 'ok'}))).toBe('<p>/docs/x.html ok</p>');
    renderToStaticMarkup(React.createElement(Route, {label: 'again'}));
    expect(created).toEqual(['/docs/x.html-h2']);
  });
});

describe('replacing Docusaurus aliases', () => {
  it('replaces one alias and leaves the others', () => {
    const alias: Record<string, unknown> = {
      [COMPONENT_CREATOR]: '/core/lib/client/exports/ComponentCreator.js',
      other: 'x',
    };
    expect(replaceAlias(alias, COMPONENT_CREATOR, '/ours/ComponentCreator')).toBe(true);
    expect(alias).toEqual({[COMPONENT_CREATOR]: '/ours/ComponentCreator', other: 'x'});
  });

  it('finds the aliases we replace in the table Docusaurus builds its bundles with', async () => {
    const {loadDocusaurusAliases} = await import('@docusaurus/core/lib/webpack/aliases');
    const alias: Record<string, unknown> = await loadDocusaurusAliases();
    expect(alias[COMPONENT_CREATOR]).toMatch(/ComponentCreator\.js$/);
    expect(alias[LINK]).toMatch(/Link\.js$/);
    expect(replaceAlias(alias, LINK, '/ours/Link')).toBe(true);
  });

  it('reports an alias table without the name (Docusaurus changed), so the build can fail loudly', () => {
    expect(replaceAlias({}, LINK, '/ours/Link')).toBe(false);
    expect(replaceAlias(undefined, LINK, '/ours/Link')).toBe(false);
  });
});

describe('static sidebar categories', () => {
  it("matches the theme's category module, which reads useIsBrowser only through the alias we replace", () => {
    const file = require.resolve('@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js');
    expect(file).toMatch(CATEGORY_MODULE);
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain("import useIsBrowser from '@docusaurus/useIsBrowser';");
    // one call, the href fallback for a category without a page of its own
    expect(source.match(/useIsBrowser\(\)/g)).toHaveLength(1);
    expect(staticUseIsBrowser()).toBe(false);
  });
});

describe('staged start', () => {
  it("warms the collator the theme's first render sorts with", () => {
    const theme = fs.readFileSync(
      path.resolve('node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js'),
      'utf8',
    );
    expect(theme).toMatch(/\.localeCompare\(/);
  });

  it("swaps Docusaurus' own client entry for ours, and nothing else", () => {
    const entry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
    expect(entry).toMatch(DOCUSAURUS_ENTRY);
    const config: {entry?: unknown} = {entry};
    expect(swapEntry(config)).toBe(true);
    expect(config.entry).toBe(STAGED_ENTRY);
    expect(fs.existsSync(STAGED_ENTRY)).toBe(true);
    expect(swapEntry({entry: '/elsewhere/entry.js'})).toBe(false);
    expect(swapEntry({entry: {main: entry}})).toBe(false);
  });

  it('imports in the order App.js does: client modules before the route table, the theme layout and the app', () => {
    const app = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/App.js'), 'utf8');
    expect(app.indexOf("'@generated/client-modules'")).toBeLessThan(app.indexOf("'@generated/routes'"));
    const ours = fs.readFileSync(STAGED_ENTRY, 'utf8');
    const order = ["'react-dom/client'", "'@generated/client-modules'", "'@generated/routes'", "'./hydrate'"].map((m) =>
      ours.indexOf(m),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // every stage stays in main.js: no import() without the eager mode
    expect(ours).not.toMatch(/import\(\s*['"`]/);
    expect(ours.match(/import\(\/\* webpackMode: "eager" \*\//g)).toHaveLength(9);
    // the collator is built in a stage of its own, before React renders anything
    expect(ours.indexOf('async () => warmCollator(),')).toBeGreaterThan(0);
    expect(ours.indexOf('async () => warmCollator(),')).toBeLessThan(order[0]!);
    // the theme's layout parts, after the route table and before the app, in the order the theme's Layout imports them
    const layout = fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/Layout/index.js'), 'utf8');
    const parts = ['SkipToContent', 'AnnouncementBar', 'Navbar', 'Footer'];
    const inLayout = parts.map((p) => layout.indexOf(`from '@theme/${p}'`));
    expect(inLayout.every((at) => at > 0)).toBe(true);
    expect([...inLayout].sort((a, b) => a - b)).toEqual(inLayout);
    const staged = [...parts, 'Layout'].map((p) => ours.indexOf(`'@theme/${p}'`));
    expect([order[2]!, ...staged, order[3]!]).toEqual([...[order[2]!, ...staged, order[3]!]].sort((a, b) => a - b));
    const last = fs.readFileSync(path.join(path.dirname(STAGED_ENTRY), 'hydrate.tsx'), 'utf8');
    expect(last).toContain("import App from '@docusaurus/core/lib/client/App';");
  });
});
