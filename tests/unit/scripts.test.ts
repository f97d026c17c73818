import {describe, expect, it} from 'vitest';
import {siteScripts} from '../../src/config/scripts';

describe('site scripts', () => {
  it('default build loads only the local ask-ai script, deferred', () => {
    expect(siteScripts({})).toEqual([{src: '/js/ask-ai.js', defer: true}]);
  });

  it('our own script follows the base URL of a sub-path build', () => {
    expect(siteScripts({}, '/konva/')).toEqual([{src: '/konva/js/ask-ai.js', defer: true}]);
  });

  it('analytics and marketing scripts appear only when configured', () => {
    const scripts = siteScripts({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js',
      ANALYTICS_SITE_ID: 'abc',
      MARKETING_SCRIPT_URL: 'https://popup.example/embed.js',
    });
    expect(scripts.map((s) => s.src)).toEqual(['/js/ask-ai.js', 'https://stats.example/script.js', 'https://popup.example/embed.js']);
    expect(scripts[1]).toMatchObject({defer: true, 'data-website-id': 'abc'});
    expect(scripts[2]).toMatchObject({async: true});
  });
});
