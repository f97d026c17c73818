// Routes and titles of the tutorial docs that exist in content/docs (read from their front matter).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** Parsed as YAML, as the docs plugin reads it: a title may hold quotes (`'click tap'`). */
export function docRoute(source: string): {slug: string; title: string} | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  const parsed: unknown = block === undefined ? undefined : yaml.load(block);
  const frontMatter = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.trim() : '';
  if (slug === '') return undefined;
  const title = typeof frontMatter.title === 'string' && frontMatter.title.trim() !== '' ? frontMatter.title : slug;
  return {slug, title: title.trim()};
}

export function listDocRoutes(docsDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const route = docRoute(fs.readFileSync(full, 'utf8'));
        if (route) routes.set(route.slug, route.title);
      }
    }
  };
  walk(docsDir);
  return routes;
}
