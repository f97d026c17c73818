// The 问题排查 section, read from the build without a browser: every page of content/docs/troubleshooting/ is built
// at its slug, listed in the tutorials sidebar (after Node.js), in llms.txt, the sitemap and the search index, and
// linked from the section's index page. Pages are read from the folder, so a page added later is checked too.
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {test, expect} from '@playwright/test';
import {siteUrl} from '../../src/config/site';
import {builtFileOf} from '../../src/lib/routeFile';
import {markdownPath} from '../../src/lib/markdownUrl';
import {troubleshootingPages} from '../../src/lib/troubleshootingPages';
import {buildDir, sitePath} from './env';

const INDEX_ROUTE = '/docs/troubleshooting/index.html';
/** The issue asks for at least this many problem pages (the index not counted) once all writers' pages are in. */
const MIN_PROBLEM_PAGES = 30;

const pages = troubleshootingPages();
const problems = pages.filter((p) => p.route !== INDEX_ROUTE);
/** A route as the build links it: under the base path. */
const served = (route: string): string => sitePath.replace(/\/$/, '') + route;

function builtHtml(route: string): CheerioAPI {
  const file = builtFileOf(buildDir, served(route), sitePath);
  if (!file) throw new Error(`${route} is not built (run DOCS_FOCUS=troubleshooting npx docusaurus build)`);
  return load(fs.readFileSync(file, 'utf8'));
}

function hrefs($: CheerioAPI, scope: string): Set<string> {
  return new Set(
    $(scope)
      .find('a[href]')
      .map((_, a) => decodeURI(($(a).attr('href') ?? '').replace(/#.*$/, '')))
      .get(),
  );
}

test('every page is named like its file and built at its slug', () => {
  expect(pages.map((p) => p.file)).toContain('index.mdx');
  const wrong = pages.filter((p) => p.route !== `/docs/troubleshooting/${p.file.replace(/\.mdx$/, '.html')}`);
  expect(wrong, 'slug must be /docs/troubleshooting/<Name>.html').toEqual([]);
  const missing = pages.filter((p) => !builtFileOf(buildDir, served(p.route), sitePath)).map((p) => p.route);
  expect(missing, 'not built').toEqual([]);
});

test('the tutorials sidebar lists the section after Node.js, with every page', () => {
  const $ = builtHtml(INDEX_ROUTE);
  const sidebar = $('aside.theme-doc-sidebar-container nav.menu');
  const top = sidebar
    .find('> ul > li.menu__list-item > div > a.menu__link, > ul > li.menu__list-item > a.menu__link')
    .map((_, a) => $(a).text().trim())
    .get();
  const at = top.indexOf('问题排查');
  expect(at, `top-level entries: ${top.join(' | ')}`).toBeGreaterThan(0);
  // a focused build may leave Node.js out; wherever it is built, the section comes right after it
  if (top.includes('Node.js')) expect(top[at - 1]).toBe('Node.js');
  const listed = hrefs($, 'aside.theme-doc-sidebar-container nav.menu');
  expect(pages.map((p) => served(p.route)).filter((r) => !listed.has(r))).toEqual([]);
});

test('the index page links every problem page', () => {
  const $ = builtHtml(INDEX_ROUTE);
  const linked = hrefs($, 'main article .markdown');
  expect(problems.map((p) => served(p.route)).filter((r) => !linked.has(r))).toEqual([]);
});

test('llms.txt has the section with every page, and the sitemap lists every page', () => {
  const llms = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const section = llms.split(/^## /m).find((s) => s.startsWith('问题排查\n')) ?? '';
  expect(section, 'llms.txt has no ## 问题排查').not.toBe('');
  const root = siteUrl.replace(/\/$/, '') + sitePath.replace(/\/$/, '');
  expect(pages.map((p) => `(${root}${markdownPath(p.route)})`).filter((u) => !section.includes(u))).toEqual([]);
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  expect(pages.map((p) => `<loc>${root}${p.route}</loc>`).filter((loc) => !sitemap.includes(loc))).toEqual([]);
});

test('the search index holds every page', () => {
  const dir = path.join(buildDir, 'search-index');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    head: string;
    body: string[];
  };
  const text = [manifest.head, ...manifest.body].map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
  expect(pages.map((p) => p.route).filter((r) => !text.includes(r))).toEqual([]);
});

// Fails until all four writers' pages are merged (issue 37 asks for at least 30).
test(`the section has at least ${MIN_PROBLEM_PAGES} problem pages`, () => {
  expect(problems.length).toBeGreaterThanOrEqual(MIN_PROBLEM_PAGES);
});
