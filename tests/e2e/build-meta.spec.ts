// Whole-build link and meta check: reads every HTML file of the build (no browser) and fails, naming the files, on
// a link, image or social card that points at no file, titles shared without one canonical URL, missing or
// Markdown-laden descriptions, a wrong og:locale, code lines that are <div>s inside <code>, pages without exactly
// one h1, and on a missing robots.txt or feed dates. Each exception below says why the page is allowed.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {siteUrl} from '../../src/config/site';
import {buildDir, sitePath} from './env';
import {builtPages, type BuiltPage} from './build-meta/pages';
import {fileInBuild, internalPath, pageReferences, resolvesInBuild} from './build-meta/references';
import {descriptionProblem} from './build-meta/text';

/** Pages (build-relative files) whose description may fail the check, with the reason. */
const NO_DESCRIPTION: Record<string, string> = {};

/** Pages that have no h1, or more than one, with the reason. */
const NOT_ONE_H1: Record<string, string> = {};

// One worker reads the build once and runs the checks in order; a failing check does not skip the others.
test.describe.configure({mode: 'default'});

function pages(): BuiltPage[] {
  return builtPages(buildDir, sitePath);
}

/** Offenders as one line each, so a failure names every file at once. */
function report(offenders: string[]): string {
  return `${offenders.length} offending:\n${offenders.slice(0, 60).join('\n')}${offenders.length > 60 ? '\n…' : ''}`;
}

test('every internal href, src, srcset, social image and icon/manifest/canonical link is a file of the build', () => {
  const broken: string[] = [];
  for (const page of pages()) {
    for (const ref of pageReferences(page.$)) {
      const target = internalPath(ref.url, page.url, siteUrl);
      if (target !== null && !resolvesInBuild(buildDir, sitePath, target))
        broken.push(`${page.file}: ${ref.from} ${ref.url}`);
    }
  }
  expect(broken.length, report(broken)).toBe(0);
});

test('social images are absolute URLs, as Docusaurus writes them', () => {
  const relative: string[] = [];
  for (const page of pages()) {
    page.$('meta[property="og:image"], meta[name="twitter:image"]').each((_, el) => {
      const url = page.$(el).attr('content') ?? '';
      if (!/^https?:\/\//.test(url)) relative.push(`${page.file}: ${url}`);
    });
  }
  expect(relative.length, report(relative)).toBe(0);
});

test('titles are unique, or the pages sharing one declare the same canonical URL, the one the sitemap lists', () => {
  const byTitle = new Map<string, BuiltPage[]>();
  for (const page of pages()) {
    const title = page.$('title').first().text().trim();
    byTitle.set(title, [...(byTitle.get(title) ?? []), page]);
  }
  const clashes: string[] = [];
  for (const [title, group] of byTitle) {
    if (group.length < 2) continue;
    const canonicals = new Set(group.map((p) => p.$('link[rel="canonical"]').attr('href')));
    if (canonicals.size !== 1 || canonicals.has(undefined)) {
      clashes.push(
        `"${title}": ${group.map((p) => `${p.file} → ${p.$('link[rel="canonical"]').attr('href') ?? 'no canonical'}`).join(', ')}`,
      );
    }
  }
  // the sitemap lists canonical URLs only: no page in it names another page canonical
  const byFile = new Map(pages().map((p) => [p.file, p]));
  const fileOf = (url: string) => {
    const target = internalPath(url, sitePath, siteUrl);
    return target === null ? undefined : fileInBuild(buildDir, sitePath, target);
  };
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const notCanonical = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => m[1]!)
    .filter((loc) => {
      const file = fileOf(loc);
      const canonical = file && byFile.get(file)?.$('link[rel="canonical"]').attr('href');
      return canonical !== undefined && fileOf(canonical) !== file;
    });
  expect(notCanonical, 'sitemap URLs whose page names another page canonical').toEqual([]);
  const untitled = pages().filter((p) => !p.$('title').first().text().trim());
  expect(
    untitled.map((p) => p.file),
    'pages without a title',
  ).toEqual([]);
  expect(clashes.length, report(clashes)).toBe(0);
});

test('every page has a plain-text description of at least 20 characters', () => {
  const bad: string[] = [];
  for (const page of pages()) {
    const metas = page.$('meta[name="description"]');
    const problem = metas.length > 1 ? `${metas.length} descriptions` : descriptionProblem(metas.attr('content'));
    if (problem && !(page.file in NO_DESCRIPTION)) bad.push(`${page.file}: ${problem}: ${metas.attr('content') ?? ''}`);
  }
  expect(bad.length, report(bad)).toBe(0);
});

test('every page has exactly one og:locale, zh_CN', () => {
  const bad: string[] = [];
  for (const page of pages()) {
    const values = page
      .$('meta[property="og:locale"]')
      .map((_, el) => page.$(el).attr('content'))
      .get();
    if (values.length !== 1 || values[0] !== 'zh_CN') bad.push(`${page.file}: ${JSON.stringify(values)}`);
  }
  expect(bad.length, report(bad)).toBe(0);
});

test('code lines are not <div> elements inside <code> (invalid HTML)', () => {
  const bad: string[] = [];
  for (const page of pages()) {
    const count = page.$('code div').length;
    if (count) bad.push(`${page.file}: ${count}`);
  }
  expect(bad.length, report(bad)).toBe(0);
});

test('every page has exactly one h1', () => {
  const bad: string[] = [];
  for (const page of pages()) {
    const count = page.$('h1').length;
    if (count !== 1 && !(page.file in NOT_ONE_H1)) bad.push(`${page.file}: ${count} h1`);
  }
  expect(bad.length, report(bad)).toBe(0);
  expect(Object.keys(NOT_ONE_H1), 'the blog list is never an exception').not.toContain('blog/index.html');
});

test('robots.txt allows crawling and names the sitemap by its absolute URL', () => {
  const file = path.join(buildDir, 'robots.txt');
  expect(fs.existsSync(file), file).toBe(true);
  const robots = fs.readFileSync(file, 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \S/m);
  const sitemap = `${siteUrl}${sitePath}sitemap.xml`;
  expect(robots).toContain(`Sitemap: ${sitemap}`);
  expect(fs.existsSync(path.join(buildDir, 'sitemap.xml')), 'the sitemap it names').toBe(true);
});

test('every item of the blog feed (feed.json) has date_published', () => {
  const feed = JSON.parse(fs.readFileSync(path.join(buildDir, 'blog', 'feed.json'), 'utf8')) as {
    items: {id: string; date_published?: string}[];
  };
  expect(feed.items.length).toBeGreaterThan(0);
  const undated = feed.items
    .filter((item) => !item.date_published || Number.isNaN(Date.parse(item.date_published)))
    .map((item) => item.id);
  expect(undated.length, report(undated)).toBe(0);
});
