// Routes and titles of the tutorial docs that exist in content/docs (read from their front matter).
import fs from 'node:fs';
import path from 'node:path';

export function listDocRoutes(docsDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const fm = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(full, 'utf8'))?.[1] ?? '';
        const slug = /^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(fm)?.[1];
        const title = /^title:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(fm)?.[1];
        if (slug) routes.set(slug.trim(), (title ?? slug).trim());
      }
    }
  };
  walk(docsDir);
  return routes;
}
