import {describe, expect, it} from 'vitest';
import {routeForPath} from '../../src/lib/routeForPath';

const routes = new Set(['/', '/docs/shapes/Rect.html', '/docs/react/index.html', '/blog/archive', '/search']);
const has = (p: string) => routes.has(p);

describe('routeForPath', () => {
  it('keeps a path that is a route', () => {
    expect(routeForPath('/docs/shapes/Rect.html', has)).toBe('/docs/shapes/Rect.html');
    expect(routeForPath('/', has)).toBe('/');
  });

  it('finds the .html route of a path written without it', () => {
    expect(routeForPath('/docs/shapes/Rect', has)).toBe('/docs/shapes/Rect.html');
    expect(routeForPath('/docs/shapes/Rect/', has)).toBe('/docs/shapes/Rect.html');
    expect(routeForPath('/docs/react', has)).toBe('/docs/react/index.html');
    expect(routeForPath('/docs/react/', has)).toBe('/docs/react/index.html');
  });

  it('strips .html from a clean route', () => {
    expect(routeForPath('/blog/archive.html', has)).toBe('/blog/archive');
    expect(routeForPath('/index.html', has)).toBe('/');
  });

  it('leaves a path with no route of either form to the 404 page', () => {
    expect(routeForPath('/no-such-page', has)).toBe('/no-such-page');
    expect(routeForPath('/docs/shapes/Nope/', has)).toBe('/docs/shapes/Nope/');
  });
});
