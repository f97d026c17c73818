// The 问题排查 section's pages, read from content/docs/troubleshooting/: their routes are ours, beyond
// ../shared/routes.txt, so the tests that check routes take them from the folder (a page added later counts too).
import fs from 'node:fs';
import path from 'node:path';

export interface TroubleshootingPage {
  /** The .mdx file name, e.g. `Blurry_After_Zoom.mdx`. */
  file: string;
  /** Its route from the `slug` front matter, e.g. `/docs/troubleshooting/Blurry_After_Zoom.html`. */
  route: string;
}

export const TROUBLESHOOTING_DIR = path.resolve(__dirname, '../../content/docs/troubleshooting');

/** The `slug` of an MDX text's front matter, or null. */
export function slugOf(mdx: string): string | null {
  const front = /^---\n([\s\S]*?)\n---/.exec(mdx);
  const slug = front && /^slug:\s*(\S+)\s*$/m.exec(front[1]!);
  return slug ? slug[1]!.replace(/^['"]|['"]$/g, '') : null;
}

/** Every page of the section (the index included), sorted by file name. */
export function troubleshootingPages(dir = TROUBLESHOOTING_DIR): TroubleshootingPage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((file) => ({file, route: slugOf(fs.readFileSync(path.join(dir, file), 'utf8')) ?? `(no slug in ${file})`}));
}

/** Routes of the section, for the tests that otherwise accept only ../shared/routes.txt. */
export function troubleshootingRoutes(dir = TROUBLESHOOTING_DIR): string[] {
  return troubleshootingPages(dir).map((p) => p.route);
}
