import {describe, expect, it} from 'vitest';
import {siteScripts} from '../../src/config/scripts';

describe('site scripts', () => {
  it('a default build adds no script', () => {
    expect(siteScripts({})).toEqual([]);
  });

  it('analytics and marketing scripts appear only when configured', () => {
    const scripts = siteScripts({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js',
      ANALYTICS_SITE_ID: 'abc',
      MARKETING_SCRIPT_URL: 'https://popup.example/embed.js',
    });
    expect(scripts.map((s) => s.src)).toEqual(['https://stats.example/script.js', 'https://popup.example/embed.js']);
    expect(scripts[0]).toMatchObject({defer: true, 'data-website-id': 'abc'});
    expect(scripts[1]).toMatchObject({async: true});
  });
});
