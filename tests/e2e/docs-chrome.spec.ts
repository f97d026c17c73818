// Every docs page in the sitemap (tutorials, guides, demos, API pages) shows the docs sidebar with its own entry
// active, breadcrumbs and a pager (issue 34: five pages had none). Read from the built HTML, which is what a reader
// sees first and what the client hydrates as it is; pages without one of them must be listed in EXCEPTIONS.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {builtFileOf} from '../../src/lib/routeFile';
import {GALLERY_ROUTES} from '../../src/plugins/demo-gallery/data';

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const baseUrl = process.env.BASE_URL ?? '/';

/** Pages that are docs pages but are meant to lack a part, with the reason. */
type Part = 'sidebar' | 'breadcrumbs' | 'pager';
const ALL: Part[] = ['sidebar', 'breadcrumbs', 'pager'];
const EXCEPTIONS: Record<string, Part[]> = {
  // The demo gallery is the demo-gallery plugin's full-width grid of cards, not a docs page: the demos it shows are in
  // the sidebar of each demo page. (Its second address, /docs/sandbox/index.html, is canonical to this one and not
  // in the sitemap.)
  [`${baseUrl}${GALLERY_ROUTES[0].slice(1)}`]: ALL,
};

function docsRoutes(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter(
      (p) => p.startsWith(`${baseUrl}docs/`) || p.startsWith(`${baseUrl}api/`) || p.startsWith(`${baseUrl}category/`),
    );
}

test('every docs page has the sidebar with its entry active, breadcrumbs and a pager', () => {
  const routes = docsRoutes();
  expect(routes.length, 'docs pages in the sitemap').toBeGreaterThan(250);
  const problems: string[] = [];
  for (const route of routes) {
    const file = builtFileOf(buildDir, route, baseUrl);
    if (!file) {
      problems.push(`${route}: no built file`);
      continue;
    }
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    const allowed = new Set(EXCEPTIONS[route] ?? []);
    const sidebar = $('aside.theme-doc-sidebar-container nav.menu');
    const active = sidebar
      .find('a.menu__link--active')
      .filter((_, a) => decodeURI($(a).attr('href') ?? '') === decodeURI(route));
    if (!allowed.has('sidebar') && !sidebar.length) problems.push(`${route}: no docs sidebar`);
    else if (!allowed.has('sidebar') && !active.length)
      problems.push(`${route}: its sidebar entry is not the active one`);
    if (!allowed.has('breadcrumbs') && !$('nav.theme-doc-breadcrumbs .breadcrumbs__item').length)
      problems.push(`${route}: no breadcrumbs`);
    if (!allowed.has('pager') && !$('nav.pagination-nav a.pagination-nav__link').length)
      problems.push(`${route}: no pager`);
  }
  expect(problems).toEqual([]);
  // an exception that no longer applies is removed, so the list stays honest
  const unused = Object.keys(EXCEPTIONS).filter((route) => !routes.includes(route));
  expect(unused, 'exceptions for routes not in the sitemap').toEqual([]);
});
