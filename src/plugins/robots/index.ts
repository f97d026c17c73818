// robots: writes build/robots.txt after the build, so its sitemap line follows SITE_URL and BASE_URL (a file in
// static/ would carry one fixed host). Everything may be crawled.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The file's text: allow every crawler everything, and name the sitemap by its absolute URL. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = `${siteUrl.replace(/\/+$/, '')}${baseUrl}sitemap.xml`;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'konva-robots',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.baseUrl));
    },
  };
}
