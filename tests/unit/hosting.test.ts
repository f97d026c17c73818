// The host configurations under deploy/ against the rules they are made from (src/lib/hosting/rules.ts): each file
// is read back as its host would read it, and a rule it lacks is named.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CACHE_RULES,
  IMMUTABLE,
  NEVER,
  REVALIDATE,
  SECURITY_HEADERS,
  cacheRuleFor,
  globToRegExp,
} from '../../src/lib/hosting/rules';
import {deployFiles} from '../../scripts/deploy/generate';

const deploy = (rel: string) => fs.readFileSync(path.join(__dirname, '../../deploy', rel), 'utf8');
const specific = CACHE_RULES.filter((r) => r.id !== 'default');
/** A path each glob of a rule matches, e.g. `assets/*` → `assets/js/main.1a2b3c4d.js`. */
const sample = (glob: string) => glob.replace('*', 'js/main.1a2b3c4d.js');

describe('hosting rules', () => {
  it('send hashed files and versioned runner pages for a year, sw.js never, the rest revalidated', () => {
    expect(cacheRuleFor('assets/js/main.1a2b3c4d.js').cacheControl).toBe(IMMUTABLE);
    expect(cacheRuleFor('playground/runner.html', '?v=abc').cacheControl).toBe(IMMUTABLE);
    expect(cacheRuleFor('playground/runner.html').cacheControl).toBe(REVALIDATE);
    expect(cacheRuleFor('sw.js').cacheControl).toBe(NEVER);
    expect(cacheRuleFor('docs/shapes/Rect.html').cacheControl).toBe(REVALIDATE);
  });

  it('the security header adds only what a meta policy cannot set, so it never narrows the page policy', () => {
    const directives = SECURITY_HEADERS['Content-Security-Policy']!.split(';').map((d) => d.trim().split(' ')[0]);
    expect(directives).toContain('frame-ancestors');
    // script-src, style-src, connect-src… stay the meta tag's (src/lib/csp.ts): a header naming them would intersect.
    for (const d of directives) expect(['frame-ancestors', 'object-src', 'base-uri']).toContain(d);
  });
});

describe('deploy/ files', () => {
  it('are what scripts/deploy/generate.ts writes from the rules (run it after changing them)', () => {
    for (const [rel, text] of Object.entries(deployFiles())) expect(deploy(rel), rel).toBe(text);
  });

  it('nginx: its cache map gives every rule’s paths the rule’s Cache-Control, and it has every other rule', () => {
    for (const [rel, base] of [
      ['nginx/konva.conf', '/'],
      ['nginx/konva-subpath.conf', '/konva/'],
    ] as const) {
      const conf = deploy(rel);
      const map = /map "\$uri\?\$arg_v" \$konva_cache_control \{([\s\S]*?)\n\}/.exec(conf)![1]!;
      const entries = [...map.matchAll(/^\s*(\S+)\s+"([^"]+)";/gm)].map((m) => ({key: m[1]!, value: m[2]!}));
      const lookup = (key: string) =>
        entries.find((e) => e.key.startsWith('~') && new RegExp(e.key.slice(1)).test(key))?.value ??
        entries.find((e) => e.key === 'default')!.value;
      for (const r of CACHE_RULES)
        for (const p of r.paths) {
          if (r.id === 'default') continue;
          expect(lookup(`${base}${sample(p)}?${r.query ? 'x1' : ''}`), `${rel}: rule ${r.id} (${p})`).toBe(
            r.cacheControl,
          );
        }
      expect(lookup(`${base}docs/shapes/Rect.html?`), `${rel}: default rule`).toBe(REVALIDATE);
      expect(lookup(`${base}playground/runner.html?`), `${rel}: runner without ?v=`).toBe(REVALIDATE);
      for (const [k, v] of Object.entries(SECURITY_HEADERS))
        expect(conf, `${rel}: header ${k}`).toContain(`add_header ${k} "${v}" always;`);
      expect(conf, `${rel}: 404 page`).toContain(`error_page 404 ${base}404.html;`);
      expect(conf, `${rel}: exact, dir/index.html, path.html`).toContain(
        'try_files $uri $uri/index.html $uri.html =404;',
      );
      expect(conf, `${rel}: .html retry`).toContain('try_files $uri $stem $stem.html $stem/index.html =404;');
      for (const d of ['gzip_static on;', 'brotli_static on;', 'charset utf-8;'])
        expect(conf, `${rel}: ${d}`).toContain(d);
    }
  });

  it('Caddy: every rule has its matcher and header, plus precompressed files, the 404 page and the .html retry', () => {
    for (const [rel, base] of [
      ['caddy/Caddyfile', '/'],
      ['caddy/Caddyfile.subpath', '/konva/'],
    ] as const) {
      const conf = deploy(rel);
      for (const r of specific) {
        const matcher = new RegExp(`@${r.id}(?: path| \\{\\s*path) ([^\\n]+)`).exec(conf);
        expect(matcher, `${rel}: matcher of rule ${r.id}`).not.toBeNull();
        expect(matcher![1]!.split(' ').sort(), `${rel}: paths of rule ${r.id}`).toEqual(
          r.paths.map((p) => base + p).sort(),
        );
        if (r.query)
          expect(conf, `${rel}: query of rule ${r.id}`).toMatch(new RegExp(`@${r.id} \\{[^}]*query ${r.query}=\\*`));
        expect(conf, `${rel}: header of rule ${r.id}`).toContain(`header @${r.id} Cache-Control "${r.cacheControl}"`);
      }
      expect(conf).toContain(`header @default Cache-Control "${REVALIDATE}"`);
      for (const [k, v] of Object.entries(SECURITY_HEADERS))
        expect(conf, `${rel}: header ${k}`).toContain(`${k} "${v}"`);
      expect(conf, `${rel}: 404 page`).toContain(`rewrite * ${base}404.html`);
      expect(conf, `${rel}: precompressed`).toContain('precompressed br gzip');
      expect(conf, `${rel}: exact, dir/index.html, path.html`).toContain(
        '@page file {path} {path}/index.html {path}.html',
      );
      expect(conf, `${rel}: .html retry`).toContain('try_files {path} {path}.html {path}/index.html');
    }
  });

  it('Netlify / Cloudflare Pages _headers: every path of every rule has the rule’s Cache-Control, every path the security headers', () => {
    const blocks = new Map<string, Record<string, string>>();
    let current: Record<string, string> | undefined;
    for (const line of deploy('netlify-cloudflare/_headers').split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      if (!/^\s/.test(line)) blocks.set(line.trim(), (current = {}));
      else {
        const [k, ...v] = line.trim().split(':');
        current![k!] = v.join(':').trim();
      }
    }
    for (const r of specific)
      for (const p of r.paths)
        expect(blocks.get(`/${p}`)?.['Cache-Control'], `_headers: rule ${r.id} (${p})`).toBe(r.cacheControl);
    expect(blocks.get('/*'), '_headers: security headers').toEqual(SECURITY_HEADERS);
  });

  it('Vercel: every path of every rule has the rule’s Cache-Control (and its query), every path the security headers', () => {
    type H = {source: string; has?: {type: string; key: string}[]; headers: {key: string; value: string}[]};
    const config = JSON.parse(deploy('vercel/vercel.json')) as {headers: H[]; cleanUrls: boolean};
    // Vercel's sources are path-to-regexp; `(.*)` is the only pattern the file uses.
    const find = (p: string, query?: string) =>
      config.headers.find(
        (h) =>
          new RegExp(
            `^${h.source
              .split('(.*)')
              .map((part) => part.replace(/\./g, '\\.'))
              .join('(.*)')}$`,
          ).test(p) &&
          h.headers.some((x) => x.key === 'Cache-Control') &&
          (query ? h.has?.some((x) => x.key === query) : !h.has),
      );
    for (const r of specific)
      for (const p of r.paths)
        expect(find(`/${sample(p)}`, r.query)?.headers[0]?.value, `vercel.json: rule ${r.id} (${p})`).toBe(
          r.cacheControl,
        );
    const all = config.headers.find((h) => h.source === '/(.*)')!;
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value])), 'vercel.json: security headers').toEqual(
      SECURITY_HEADERS,
    );
    // Clean URLs would redirect /a.html to /a, which the site's router then shows as its 404 page.
    expect(config.cleanUrls).toBe(false);
  });

  it('the globs mean what the rules say', () => {
    expect(globToRegExp('search-index/shard-*').test('search-index/shard-0a1b.json')).toBe(true);
    expect(globToRegExp('sw.js').test('swxjs')).toBe(false);
  });
});
