// The readers' question set (tests/search/questions.json) and its unanswered companion: shape, routes that exist,
// no query twice, a traceable source for every question. scripts/bench/search-quality.ts measures the engine on it.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listDocRoutes} from '../../../src/plugins/api-reference/docRoutes';
import {classSources} from '../../../src/plugins/api-reference/classes';
import {classRoute} from '../../../src/plugins/api-reference/render';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const answered = read('tests/search/questions.json');
const unanswered = read('tests/search/unanswered.json');

/** Slugs of the tutorials, the blog posts (`/blog/<slug>`) and the API pages the generator makes (content/api is
 * built). */
function siteRoutes(): Set<string> {
  const routes = new Set(listDocRoutes(path.join(ROOT, 'content/docs')).keys());
  for (const file of fs.readdirSync(path.join(ROOT, 'blog')).filter((f) => f.endsWith('.mdx'))) {
    const slug = /^slug:\s*(\S+)\s*$/m.exec(fs.readFileSync(path.join(ROOT, 'blog', file), 'utf8'))?.[1];
    if (slug) routes.add(`/blog/${slug}`);
  }
  routes.add(classRoute('Konva'));
  for (const {name} of classSources) routes.add(classRoute(name));
  return routes;
}

const SOURCE = /^(?:[\w.-]+\/[\w.-]+#\d+|https?:\/\/\S+)$/;
const ROUTE = /^(\/[^#\s]+)(#[^#\s]+)?$/;

type Entry = [string, string[], string];

function isEntry(value: unknown): value is Entry {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    typeof value[0] === 'string' &&
    Array.isArray(value[1]) &&
    value[1].every((r) => typeof r === 'string') &&
    typeof value[2] === 'string'
  );
}

/** Case, spaces and full-width punctuation do not make two questions different. */
const normalized = (query: string): string => query.toLowerCase().replace(/[\s\u3000，。？！、：]+/g, '');

describe('tests/search/questions.json', () => {
  it('is an array of at least 100 [query, routes, source] entries, each with at least one route', () => {
    expect(Array.isArray(answered)).toBe(true);
    const entries = answered as unknown[];
    expect(entries.length).toBeGreaterThanOrEqual(100);
    expect(entries.filter((e) => !isEntry(e))).toEqual([]);
    expect((entries as Entry[]).filter(([, routes]) => routes.length === 0).map(([q]) => q)).toEqual([]);
  });

  it('routes only to pages the site has (a route may carry one anchor)', () => {
    const routes = siteRoutes();
    const broken = (answered as Entry[]).flatMap(([q, list]) =>
      list.filter((r) => !ROUTE.test(r) || !routes.has(ROUTE.exec(r)![1])).map((r) => `${q} → ${r}`),
    );
    expect(broken).toEqual([]);
  });

  it('queries are short, as typed into a search box', () => {
    expect(
      (answered as Entry[]).filter(([q]) => q.trim() !== q || q.length < 2 || q.length > 40).map(([q]) => q),
    ).toEqual([]);
  });
});

describe('tests/search/unanswered.json', () => {
  it('has the same shape, with no routes yet', () => {
    expect(Array.isArray(unanswered)).toBe(true);
    const entries = unanswered as unknown[];
    expect(entries.filter((e) => !isEntry(e))).toEqual([]);
    expect((entries as Entry[]).filter(([, routes]) => routes.length > 0).map(([q]) => q)).toEqual([]);
  });
});

describe('both question files', () => {
  const all = [...(answered as Entry[]), ...(unanswered as Entry[])];

  it('hold no query twice', () => {
    const seen = new Map<string, string>();
    const twice = all.filter(([q]) => {
      const key = normalized(q);
      if (seen.has(key)) return true;
      seen.set(key, q);
      return false;
    });
    expect(twice.map(([q]) => q)).toEqual([]);
  });

  it('cite a source for every question: owner/repo#number or a URL', () => {
    expect(all.filter(([, , source]) => !SOURCE.test(source)).map(([q, , s]) => `${q}: ${s}`)).toEqual([]);
  });
});
