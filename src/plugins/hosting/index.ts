// Writes the Netlify / Cloudflare Pages files into the build at postBuild: `_headers` from the hosting rules
// (src/lib/hosting/rules.ts) for the site's base, and `_redirects` with the `.html` retry for every
// `dir/index.html` page of this build. Other hosts read their configuration from deploy/.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersFile, redirectsFile} from '../../lib/hosting/render';

/** Folders of the build holding an index.html (the root aside), as `a/b`. */
export function dirIndexPages(outDir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(outDir, rel), {withFileTypes: true})) {
    if (!e.isDirectory() || /^(assets|playground|search-index|img|examples)$/.test(e.name)) continue;
    const sub = rel ? `${rel}/${e.name}` : e.name;
    if (fs.existsSync(path.join(outDir, sub, 'index.html'))) out.push(sub);
    out.push(...dirIndexPages(outDir, sub));
  }
  return out.sort();
}

export default function hostingPlugin(context: LoadContext): Plugin {
  return {
    name: 'konva-hosting',
    async postBuild({outDir}) {
      const base = context.siteConfig.baseUrl;
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(base));
      fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(dirIndexPages(outDir), base));
    },
  };
}
