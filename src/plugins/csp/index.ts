// csp: at postBuild writes the Content-Security-Policy as a <meta http-equiv> into every built page (so any
// static host applies it), with the hashes of all inline scripts the build wrote. The example runner
// (playground/runner.html) keeps its own stricter, network-free policy from its template.
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScripts, scriptHash, sitePolicy, withPolicyMeta} from '../../lib/csp';
import {RUNNER_PAGES} from '../playground/flavours';
import {OUT as PLAYGROUND_OUT} from '../playground';

export const CSP_PLUGIN = 'konva-csp';

function htmlFiles(dir: string, skip: Set<string>): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (skip.has(p)) return [];
    return e.isDirectory() ? htmlFiles(p, skip) : e.name.endsWith('.html') ? [p] : [];
  });
}

export default function cspPlugin(): Plugin {
  return {
    name: CSP_PLUGIN,
    async postBuild({outDir}) {
      // The 演练场 page (playground/index.html) shares the runner's folder but is a site page like any other.
      const files = htmlFiles(outDir, new Set(RUNNER_PAGES.map((f) => path.join(outDir, PLAYGROUND_OUT, f))));
      const pages = files.map((file) => ({file, html: fs.readFileSync(file, 'utf8')}));
      // One policy for all pages: client-side navigation keeps the first page's policy.
      const hashes = new Set(pages.flatMap((p) => inlineScripts(p.html).map(scriptHash)));
      const policy = sitePolicy([...hashes]);
      for (const {file, html} of pages) {
        // Write and rename: other plugins' postBuild may be reading the same page meanwhile.
        const tmp = `${file}.csp-tmp`;
        fs.writeFileSync(tmp, withPolicyMeta(html, policy));
        fs.renameSync(tmp, file);
      }
    },
  };
}
