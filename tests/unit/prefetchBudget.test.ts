import {describe, expect, it} from 'vitest';
import {LIKELY_NEXT_SELECTOR, likelyNextPath, likelyNextPaths} from '../../src/lib/prefetchBudget';

/** A stand-in for the page: only the links the selector would find. */
function pageWith(hrefs: string[], pageUrl = 'http://127.0.0.1:3000/docs/shapes/Rect.html'): Set<string> {
  return likelyNextPaths(pageWithLinks(hrefs), pageUrl);
}

function pageWithLinks(hrefs: string[]): ParentNode {
  return {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(LIKELY_NEXT_SELECTOR);
      return hrefs.map((href) => ({getAttribute: () => href}));
    },
  } as unknown as ParentNode;
}

describe('prefetch budget', () => {
  const here = 'http://127.0.0.1:3000/docs/shapes/Rect.html';

  it('lets through the pages the pager or a marked link points to', () => {
    const doc = pageWith(['/docs/shapes/Circle.html', '../styling/Fill.html']);
    expect(likelyNextPath('/docs/shapes/Circle.html', doc, here)).toBe('/docs/shapes/Circle.html');
    expect(likelyNextPath('/docs/styling/Fill.html', doc, here)).toBe('/docs/styling/Fill.html');
  });

  it('holds back every other route, such as the sidebar links in view', () => {
    const doc = pageWith(['/docs/shapes/Circle.html']);
    expect(likelyNextPath('/docs/shapes/Ellipse.html', doc, here)).toBeNull();
    expect(likelyNextPath('/api/Konva.Rect.html', pageWith([]), here)).toBeNull();
  });

  it('never fetches the page itself, whatever anchor of it a link names', () => {
    const doc = pageWith(['/docs/shapes/Rect.html', '/docs/shapes/Circle.html']);
    expect(likelyNextPath('/docs/shapes/Rect.html#fill', doc, here)).toBeNull();
    expect(likelyNextPath('/docs/shapes/Rect.html', doc, here)).toBeNull();
  });

  it('compares paths under a base path too', () => {
    const here = 'http://h/konva/docs/b.html';
    expect(likelyNextPath('/konva/docs/a.html', pageWith(['/konva/docs/a.html#top'], here), here)).toBe(
      '/konva/docs/a.html',
    );
  });
});
