// The route table's components are created on first use: evaluating main.js must not build ~330 loadables.
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {COMPONENT_CREATOR, aliasLazyCreator} from '../../src/plugins/lazy-routes';

const created: string[] = [];
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Loadable = ({label}: {label: string}) => React.createElement('p', null, `${path} ${label}`);
    Loadable.preload = vi.fn(() => Promise.resolve(`${path} loaded`));
    return Loadable;
  },
}));
const {default: ComponentCreator} = await import('../../src/plugins/lazy-routes/client/ComponentCreator');

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

describe('lazy-routes alias', () => {
  it("replaces Docusaurus' own ComponentCreator alias with ours", () => {
    const alias: Record<string, unknown> = {[COMPONENT_CREATOR]: '/core/lib/client/exports/ComponentCreator.js', other: 'x'};
    expect(aliasLazyCreator(alias)).toBe(true);
    expect(alias[COMPONENT_CREATOR]).toMatch(/lazy-routes[/\\]client[/\\]ComponentCreator$/);
    expect(alias.other).toBe('x');
  });

  it('finds the alias in the table Docusaurus builds its bundles with', async () => {
    const {loadDocusaurusAliases} = await import('@docusaurus/core/lib/webpack/aliases');
    const alias: Record<string, unknown> = await loadDocusaurusAliases();
    expect(alias[COMPONENT_CREATOR]).toMatch(/ComponentCreator\.js$/);
    expect(aliasLazyCreator(alias)).toBe(true);
  });

  it('reports an alias table without it (Docusaurus changed), so the build can fail loudly', () => {
    expect(aliasLazyCreator({})).toBe(false);
    expect(aliasLazyCreator(undefined)).toBe(false);
  });
});
