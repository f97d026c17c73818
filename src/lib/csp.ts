// Content-Security-Policy of the site's pages and of the example runner (pure: used by src/plugins/csp and tests).
// Docs pages: scripts from our origin plus inline scripts by hash, no eval, frames and requests only to our
// origin; a third-party host appears only when the variable that brings it in is set.
import crypto from 'node:crypto';
import {algoliaFromEnv} from '../config/search';

/** `'sha256-…'` source of one inline script's text, exactly as it appears between the tags. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Hosts the configured search, analytics and marketing services need (none by default). */
export function thirdPartyHosts(env: NodeJS.ProcessEnv = process.env): {
  script: string[];
  connect: string[];
  img: string[];
} {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const algolia = algoliaFromEnv(env);
  if (algolia) {
    const id = algolia.appId.toLowerCase();
    connect.push(
      `https://${id}-dsn.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
      'https://insights.algolia.io',
    );
  }
  for (const origin of [originOf(env.ANALYTICS_SCRIPT_URL), originOf(env.MARKETING_SCRIPT_URL)]) {
    if (!origin) continue;
    script.push(origin);
    connect.push(origin);
    img.push(origin);
  }
  return {script, connect, img};
}

/** The policy of every built docs page, given the hashes of the inline scripts the build wrote. */
export function sitePolicy(inlineScriptHashes: string[], env: NodeJS.ProcessEnv = process.env): string {
  const hosts = thirdPartyHosts(env);
  const list = (...parts: string[]) => [...new Set(parts)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...[...inlineScriptHashes].sort(), ...hosts.script)}`,
    // React and the theme set style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', ...hosts.img)}`,
    `font-src 'self' data:`,
    `media-src 'self' data: blob:`,
    `connect-src ${list("'self'", ...hosts.connect)}`,
    // The only frame the site makes is its example runner (same origin; a policy cannot name a path of 'self').
    `frame-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Inline scripts of an HTML document that the browser would run (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || !m[2]) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (
      type &&
      !['module', 'text/javascript', 'application/javascript', 'importmap', 'speculationrules'].includes(type)
    )
      continue;
    out.push(m[2]);
  }
  return out;
}

/** The HTML with the policy as a <meta http-equiv> right after the charset (before any script runs). */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const without = html.replace(/<meta http-equiv="?Content-Security-Policy"?[^>]*>/i, '');
  const charset = /<meta charset=[^>]*>/i.exec(without);
  if (charset)
    return (
      without.slice(0, charset.index + charset[0].length) + meta + without.slice(charset.index + charset[0].length)
    );
  const head = /<head[^>]*>/i.exec(without);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  return without.slice(0, head.index + head[0].length) + meta + without.slice(head.index + head[0].length);
}
