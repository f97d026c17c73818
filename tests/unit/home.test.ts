// The home page's data and code: which posts and demos count as newest, the hero scene's geometry, and the five
// flavours of the home example, each compiled the way the playground compiles a live example (so the code matches
// the installed konva and wrappers' syntax and allowed imports).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {recentPosts, type PostMetadata} from '../../src/plugins/recent-posts/posts';
import {newestDemos, parseAddedDates} from '../../src/plugins/demo-gallery/newest';
import type {Demo} from '../../src/plugins/demo-gallery/data';
import {compileExample} from '../../src/plugins/playground/compile';
import {flavourOf, FLAVOURS} from '../../src/plugins/playground/flavours';
import {SCENE_HEIGHT, SCENE_SHAPES, SCENE_WIDTH, clampToScene, starPoints} from '../../src/components/Home/sceneModel';
import {chineseDate} from '../../src/components/Home/dates';

const post = (title: string, date: string, over: Partial<PostMetadata> = {}): PostMetadata => ({
  title,
  permalink: `/konva/blog/${title}`,
  date: new Date(date),
  description: `${title} 的摘要`,
  unlisted: false,
  ...over,
});

describe('recentPosts', () => {
  it('keeps the three newest listed posts, newest first, with permalinks without the base URL', () => {
    const posts = [
      post('a', '2025-01-01'),
      post('b', '2025-03-01'),
      post('c', '2025-02-01'),
      post('d', '2025-04-01', {unlisted: true}),
      post('e', '2024-12-01'),
    ];
    expect(recentPosts(posts, '/konva/')).toEqual([
      {title: 'b', permalink: '/blog/b', date: '2025-03-01T00:00:00.000Z', description: 'b 的摘要'},
      {title: 'c', permalink: '/blog/c', date: '2025-02-01T00:00:00.000Z', description: 'c 的摘要'},
      {title: 'a', permalink: '/blog/a', date: '2025-01-01T00:00:00.000Z', description: 'a 的摘要'},
    ]);
  });
  it('returns what there is when the blog has fewer posts', () => {
    expect(recentPosts([post('a', '2025-01-01', {permalink: '/blog/a'})], '/').map((p) => p.permalink)).toEqual([
      '/blog/a',
    ]);
    expect(recentPosts([], '/')).toEqual([]);
  });
});

const demo = (name: string): Demo => ({
  name,
  title: name,
  permalink: `/docs/sandbox/${name}.html`,
  summary: 's',
  tags: ['图形'],
  flavours: ['vanilla'],
  thumbnail: null,
});

describe('newest demos', () => {
  it('reads when each file was first added from the git log (newest commit first)', () => {
    const log = [
      '@2026-11-26T16:42:51+00:00',
      '',
      'content/docs/sandbox/B.mdx',
      '@2026-11-20T10:00:00+00:00',
      '',
      'content/docs/sandbox/A.mdx',
      'content/docs/sandbox/B.mdx',
      '',
    ].join('\n');
    const dates = parseAddedDates(log);
    expect(dates.get('A')).toBe('2026-11-20T10:00:00+00:00');
    // B was deleted and added again: its first addition counts.
    expect(dates.get('B')).toBe('2026-11-20T10:00:00+00:00');
  });
  it('lists the latest additions first, a page git does not know yet before them, ties in gallery order', () => {
    const added = new Map([
      ['Old', '2026-01-01T00:00:00Z'],
      ['Mid1', '2026-06-01T00:00:00Z'],
      ['Mid2', '2026-06-01T00:00:00Z'],
      ['Late', '2026-09-01T00:00:00Z'],
    ]);
    const list = newestDemos([demo('Old'), demo('Mid1'), demo('Mid2'), demo('Late'), demo('Uncommitted')], added);
    expect(list.map((d) => d.title)).toEqual(['Uncommitted', 'Late', 'Mid1']);
    expect(list[1]).toMatchObject({permalink: '/docs/sandbox/Late.html', added: '2026-09-01T00:00:00Z'});
    expect(list[0]!.added).toBeNull();
  });
});

describe('hero scene model', () => {
  it('places every shape inside the scene, and the clamp keeps dragged centres inside it', () => {
    for (const s of SCENE_SHAPES) expect(clampToScene(s.x, s.y)).toEqual({x: s.x, y: s.y});
    expect(clampToScene(-50, 9999)).toEqual({x: 24, y: SCENE_HEIGHT - 24});
    expect(clampToScene(SCENE_WIDTH + 1, -1)).toEqual({x: SCENE_WIDTH - 24, y: 24});
  });
  it('draws a star outline as Konva.Star does: first point straight up, alternating radii', () => {
    const pts = starPoints(5, 20, 50);
    expect(pts).toHaveLength(20);
    expect(pts[0]).toBeCloseTo(0);
    expect(pts[1]).toBeCloseTo(-50);
    expect(Math.hypot(pts[2]!, pts[3]!)).toBeCloseTo(20);
  });
});

describe('chineseDate', () => {
  it('writes the ISO date in Chinese, from the text itself', () => {
    expect(chineseDate('2025-11-20T00:00:00.000Z')).toBe('2025 年 11 月 20 日');
  });
});

describe('the home example in five flavours', () => {
  const mdx = fs.readFileSync(path.resolve('src/components/Home/FlavourExample.mdx'), 'utf8');
  const fences = [...mdx.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({lang: m[1]!, code: m[2]!}));

  it('has one block per flavour, in tab order', () => {
    expect(fences.map((f) => flavourOf(f.lang, ''))).toEqual([...FLAVOURS]);
  });
  for (const [i, flavour] of FLAVOURS.entries()) {
    it(`${flavour} compiles and imports only its runtime`, async () => {
      const {imports} = await compileExample(flavour, fences[i]!.code, `home-${flavour}`);
      expect(imports.length).toBeGreaterThan(0);
    });
  }
});
