import {describe, expect, it} from 'vitest';
import {robotsTxt} from '../../src/plugins/robots';

describe('robots.txt', () => {
  it('allows everything and names the sitemap on the site URL', () => {
    expect(robotsTxt('https://konva-zh.example.org', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://konva-zh.example.org/sitemap.xml\n',
    );
  });

  it('follows the base path, with or without a slash after the host', () => {
    expect(robotsTxt('https://example.org/', '/konva/')).toContain(
      '\nSitemap: https://example.org/konva/sitemap.xml\n',
    );
  });
});
