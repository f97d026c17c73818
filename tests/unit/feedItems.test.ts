import {describe, expect, it} from 'vitest';
import {Feed} from 'feed';
import {createFeedItems, withPublished} from '../../src/lib/feedItems';

const post = {
  title: '一篇文章',
  id: 'https://example.org/blog/a',
  link: 'https://example.org/blog/a',
  date: new Date('2026-03-12T00:00:00Z'),
};

function jsonFeed(items: ReturnType<typeof withPublished>): {
  items: {date_published?: string; date_modified?: string}[];
} {
  const feed = new Feed({title: '博客', id: 'https://example.org/blog', copyright: '本站'});
  items.forEach((item) => feed.addItem(item));
  return JSON.parse(feed.json1()) as {items: {date_published?: string; date_modified?: string}[]};
}

describe('blog feed items', () => {
  it('the feed library writes no date_published from the date Docusaurus sets', () => {
    expect(jsonFeed([post]).items[0]!.date_published).toBeUndefined();
  });

  it('get date_published from the post date', () => {
    const [item] = jsonFeed(withPublished([post])).items;
    expect(item!.date_published).toBe('2026-03-12T00:00:00.000Z');
    expect(item!.date_modified).toBe('2026-03-12T00:00:00.000Z');
  });

  it('keep a publication date an item already has', () => {
    const published = new Date('2026-01-01T00:00:00Z');
    expect(withPublished([{...post, published}])[0]!.published).toBe(published);
  });

  it("are Docusaurus' default items with the date added", async () => {
    const items = await createFeedItems({
      blogPosts: [],
      siteConfig: {} as never,
      outDir: '',
      defaultCreateFeedItems: async () => [post],
    });
    expect(items).toEqual([{...post, published: post.date}]);
  });
});
