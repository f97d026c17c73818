// DOCS_FOCUS=events,drag_and_drop builds only those content/docs sections (plus docs/index and the API
// pages and the playground fixture page), so a writer checks a section in seconds; links to the pages left out only
// warn in that build.
export function docsFocus(env: NodeJS.ProcessEnv = process.env): string[] | null {
  const sections = (env.DOCS_FOCUS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return sections.length ? sections : null;
}

/** The docs plugin's `include` globs (relative to content/) for a focused build, else the default. */
export function docsInclude(focus: string[] | null): string[] {
  if (!focus) return ['**/*.{md,mdx}'];
  // A name ending in .md/.mdx is one top-level page (DOCS_FOCUS=shapes,playground-fixtures.mdx).
  // The playground's fixture page always comes along so tests/e2e/playground.spec.ts runs on a focused build too.
  return [
    'docs/index.mdx',
    'docs/playground-fixtures.mdx',
    'api/**/*.{md,mdx}',
    ...focus.map((s) => (/\.mdx?$/.test(s) ? `docs/${s}` : `docs/${s}/**/*.{md,mdx}`)),
  ];
}
