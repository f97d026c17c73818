import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlineScripts, scriptHash, sitePolicy, withPolicyMeta} from '../../src/lib/csp';
import cspPlugin from '../../src/plugins/csp';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('site policy', () => {
  it('by default: own origin, hashed inline scripts, no eval, no other host', () => {
    const p = directives(sitePolicy(["'sha256-b'", "'sha256-a'"], {}));
    expect(p['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(p['connect-src']).toEqual(["'self'"]);
    expect(p['frame-src']).toEqual(["'self'"]);
    expect(p['object-src']).toEqual(["'none'"]);
    expect(sitePolicy([], {})).not.toMatch(/unsafe-eval|https:/);
  });

  it('adds the Algolia hosts only with all three Algolia variables', () => {
    expect(sitePolicy([], {ALGOLIA_APP_ID: 'ABC', ALGOLIA_SEARCH_API_KEY: 'k'})).not.toContain('algolia');
    const p = directives(sitePolicy([], {ALGOLIA_APP_ID: 'ABC', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}));
    expect(p['connect-src']).toContain('https://abc-dsn.algolia.net');
    expect(p['connect-src']).toContain('https://abc-1.algolianet.com');
    expect(p['script-src']).toEqual(["'self'"]);
  });

  it('adds the analytics and marketing origins only when their scripts are set', () => {
    const p = directives(
      sitePolicy([], {
        ANALYTICS_SCRIPT_URL: 'https://stats.example/s.js',
        MARKETING_SCRIPT_URL: 'https://pop.example/e.js',
      }),
    );
    expect(p['script-src']).toEqual(["'self'", 'https://stats.example', 'https://pop.example']);
    expect(p['connect-src']).toEqual(["'self'", 'https://stats.example', 'https://pop.example']);
  });
});

describe('inline scripts and the meta', () => {
  const html =
    '<!doctype html><html><head><meta charset=UTF-8><script>a()</script><script src=/x.js></script><script type=application/ld+json>{}</script></head><body><script type="module">b()</script></body></html>';

  it('hashes only the scripts the browser runs', () => {
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('puts the policy right after the charset, once', () => {
    const once = withPolicyMeta(html, "default-src 'self'");
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.indexOf('<meta http-equiv')).toBe(
      once.indexOf('<meta charset=UTF-8>') + '<meta charset=UTF-8>'.length,
    );
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });
});

describe('runner policy (src/plugins/playground/runtime/runner.html)', () => {
  const tpl = fs.readFileSync('src/plugins/playground/runtime/runner.html', 'utf8');
  const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(tpl)?.[1] ?? '';

  it('names no host: an example can reach no network', () => {
    const p = directives(policy.replace('__PG_EVAL__', " 'unsafe-eval'"));
    expect(p['default-src']).toEqual(["'none'"]);
    for (const [name, sources] of Object.entries(p)) {
      for (const s of sources)
        expect(["'none'", "'unsafe-inline'", "'unsafe-eval'", 'blob:', 'data:'], `${name} ${s}`).toContain(s);
    }
    expect(p['connect-src']).toEqual(['blob:', 'data:']);
  });

  it('allows eval only where the build puts it (runner-eval.html)', () => {
    expect(policy).toContain("script-src 'unsafe-inline' blob:__PG_EVAL__;");
    expect(policy.replace('__PG_EVAL__', '')).not.toContain('unsafe-eval');
  });
});

describe('which built pages get the site policy', () => {
  it('every site page, the 演练场 beside the runner included; the runner pages keep their own', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const page = '<!doctype html><html><head><meta charset=UTF-8></head><body></body></html>';
    const files = [
      'index.html',
      'docs/Rect.html',
      'playground/index.html',
      'playground/runner.html',
      'playground/runner-eval.html',
    ];
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(out, f)), {recursive: true});
      fs.writeFileSync(path.join(out, f), page);
    }
    await cspPlugin().postBuild!({outDir: out} as Parameters<
      NonNullable<ReturnType<typeof cspPlugin>['postBuild']>
    >[0]);
    const hasPolicy = Object.fromEntries(
      files.map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8').includes('Content-Security-Policy')]),
    );
    fs.rmSync(out, {recursive: true, force: true});
    expect(hasPolicy).toEqual({
      'index.html': true,
      'docs/Rect.html': true,
      'playground/index.html': true,
      'playground/runner.html': false,
      'playground/runner-eval.html': false,
    });
  });
});
