// Every upstream file the site copied, rewrote or patches. An install that brings a different version of one of
// them fails tests/unit/upstreamDrift.test.ts with a diff of what changed upstream, so the change can be carried
// into our file (or our patch checked) on purpose instead of being lost silently. Wrappers that only import
// `@theme-original/…` are not listed: they render whatever the theme ships.

export type UpstreamCopy = {
  /** Our file, from the repository root. */
  ours: string;
  /** The original, from node_modules/ (the package name, then its path inside the package). */
  original: string;
  /**
   * copy: our file is the original edited, or written in its place from it (its header must name the original);
   * relies: our file patches the original or depends on its internals (a shape, an order, a field).
   */
  kind: 'copy' | 'relies';
  /** What we change or depend on, for the failure message. */
  note: string;
  /** Only the text from `from` up to `to` is recorded: the part we copied out of a bundled file. */
  slice?: {from: string; to: string};
  /** Why no copy of the original is stored (a minified bundle, whose diff would say nothing): only its hash. */
  hashOnly?: string;
};

const CLASSIC = '@docusaurus/theme-classic/src/theme';
const CORE = '@docusaurus/core/lib';

/** A theme component ejected from @docusaurus/theme-classic, with the stylesheet beside it if we keep one. */
function classic(component: string, note: string, files: string[] = ['index.tsx']): UpstreamCopy[] {
  return files.map((file) => ({
    ours: `src/theme/${component}/${file}`,
    original: `${CLASSIC}/${component}/${file}`,
    kind: 'copy',
    note,
  }));
}

export const UPSTREAM_COPIES: readonly UpstreamCopy[] = [
  ...classic('CodeBlock', 'no remount after hydration (colours are CSS variables)'),
  ...classic('CodeBlock/Container', 'colours from CSS variables, not the Prism theme', [
    'index.tsx',
    'styles.module.css',
  ]),
  ...classic('CodeBlock/Content', 'keeps the server-highlighted markup; tokenizer loaded on demand', [
    'index.tsx',
    'styles.module.css',
  ]),
  ...classic('DocItem/Layout', 'desktop table of contents stays mounted on a phone', [
    'index.tsx',
    'styles.module.css',
  ]),
  ...classic('DocItem/Paginator', 'next page from the sidebar on a page a category opens'),
  ...classic('DocSidebar', 'desktop sidebar stays mounted on narrow screens'),
  ...classic('DocVersionBanner', 'renders nothing (one docs version)'),
  ...classic('Navbar/Content', 'no subscription to the mobile drawer state', ['index.tsx', 'styles.module.css']),
  ...classic('Navbar/MobileSidebar', 'menu panels built on first opening'),
  ...classic('TOC', 'highlights only where the table is visible', ['index.tsx', 'styles.module.css']),
  ...classic('Tabs', 'no remount after hydration', ['index.tsx', 'styles.module.css']),
  ...classic('TagsListByLetter', 'groups with src/lib/tagGroups.ts', ['index.tsx', 'styles.module.css']),
  ...classic('CodeBlock/Line', 'a line is a <span> shown as a block, not a <div> inside <code>', [
    'index.tsx',
    'styles.module.css',
  ]),
  ...classic('Icon/ExternalLink', 'the icon is role="img" with its label', ['index.tsx', 'styles.module.css']),
  {
    ours: 'src/components/MdxLink.tsx',
    original: `${CLASSIC}/MDXComponents/A/index.tsx`,
    kind: 'copy',
    note: 'no class attribute when there is no class',
  },
  {
    ours: 'src/components/MdxListItem.tsx',
    original: `${CLASSIC}/MDXComponents/Li.tsx`,
    kind: 'copy',
    note: 'no class attribute when there is no class',
  },
  {
    ours: 'src/theme/Loading/index.tsx',
    original: `${CORE}/client/theme-fallback/Loading/index.js`,
    kind: 'copy',
    note: 'Chinese 重试 button, no spinner',
  },
  {
    ours: 'src/theme/SearchBar/LocalSearchBar.tsx',
    original: '@docusaurus/theme-search-algolia/src/theme/SearchBar/index.tsx',
    kind: 'copy',
    note: 'the DocSearch modal on the local index, no Algolia preconnect',
  },
  {
    ours: 'src/theme/SearchBar/styles.css',
    original: '@docusaurus/theme-search-algolia/src/theme/SearchBar/styles.css',
    kind: 'copy',
    note: 'the same rules, for our separate component',
  },
  {
    ours: 'src/theme/SearchBar/SearchButton.tsx',
    original: '@docsearch/react/dist/esm/index.js',
    kind: 'copy',
    note: "DocSearchButton's markup and useDocSearchKeyboardEvents, without importing the package",
    hashOnly:
      'a minified bundle: compare DocSearchButton.tsx and useDocSearchKeyboardEvents.ts in the new version of docsearch-react',
  },
  {
    ours: 'src/lib/highlight/props.ts',
    original: 'prism-react-renderer/dist/index.mjs',
    kind: 'copy',
    note: 'line and token props and themeToDict, without the bundle',
    slice: {from: '// src/components/useGetLineProps.ts', to: '// src/components/highlight.ts'},
  },
  {
    ours: 'src/lib/ssrTemplate.ts',
    original: `${CORE}/ssg/ssgTemplate.html.js`,
    kind: 'copy',
    note: 'bundles started by an inline script after the first paint',
  },
  {
    ours: 'src/plugins/speed/staged-start/client/entry.tsx',
    original: `${CORE}/client/clientEntry.js`,
    kind: 'copy',
    note: 'imports the app in stages, one task each',
  },
  {
    ours: 'src/plugins/speed/staged-start/client/hydrate.tsx',
    original: `${CORE}/client/clientEntry.js`,
    kind: 'copy',
    note: 'the entry from the app on, hydrating at idle priority',
  },
  {
    ours: 'src/plugins/speed/staged-start/client/entry.tsx',
    original: `${CORE}/client/App.js`,
    kind: 'relies',
    note: 'stages follow the order App.js imports its modules',
  },
  {
    ours: 'src/plugins/speed/staged-start/client/entry.tsx',
    original: `${CLASSIC}/Layout/index.tsx`,
    kind: 'relies',
    note: 'layout stages follow the order Layout imports its parts',
  },
  {
    ours: 'src/plugins/speed/staged-start/client/idlePriority.ts',
    original: 'react-dom/cjs/react-dom.production.js',
    kind: 'relies',
    note: 'sets the update priority field `p` of __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  },
  {
    ours: 'src/plugins/speed/link-prefetch/client/Link.tsx',
    original: `${CORE}/client/exports/Link.js`,
    kind: 'copy',
    note: 'one observer, only likely-next links prefetch',
  },
  {
    ours: 'src/plugins/speed/lazy-routes/client/ComponentCreator.tsx',
    original: `${CORE}/client/exports/ComponentCreator.js`,
    kind: 'relies',
    note: 'wraps it, creating each loadable on first use',
  },
  {
    ours: 'src/plugins/speed/route-scripts/index.ts',
    original: `${CORE}/server/codegen/codegenRoutes.js`,
    kind: 'relies',
    note: 'reads the generated registry.js\'s `"name": [() => import(/* webpackChunkName */ "path")` lines',
  },
  {
    ours: 'src/plugins/speed/route-scripts/index.ts',
    original: `${CORE}/ssg/ssgTemplate.js`,
    kind: 'relies',
    note: 'the page template looks up client-manifest.json by module path',
  },
  {
    ours: 'src/plugins/speed/utf8-scripts/index.ts',
    original: '@docusaurus/bundler/lib/minification.js',
    kind: 'relies',
    note: "turns off Terser's ascii_only",
  },
  {
    ours: 'src/plugins/speed/utf8-scripts/index.ts',
    original: '@docusaurus/faster/lib/index.js',
    kind: 'relies',
    note: "turns off SWC's ascii_only (the minimizer's _args)",
  },
  {
    ours: 'src/plugins/speed/static-categories/index.ts',
    original: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js',
    kind: 'relies',
    note: 'gives this module a constant useIsBrowser(), matched by its path',
  },
  {
    ours: 'src/plugins/speed/code-highlight/index.ts',
    original: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    kind: 'relies',
    note: 'replaced by an empty module in the client bundle',
  },
  {
    ours: 'src/plugins/speed/lean-docs/index.ts',
    original: '@docusaurus/plugin-content-docs/lib/props.js',
    kind: 'relies',
    note: "cuts the version metadata prop's `docs` to the generated-index cards",
  },
  {
    ours: 'scripts/build.ts',
    original: `${CORE}/commands/build/buildLocale.js`,
    kind: 'relies',
    note: 'DOCUSAURUS_EXIT_AFTER_BUNDLING / DOCUSAURUS_SKIP_BUNDLING',
  },
];

/**
 * Packages pinned exactly in package.json besides those of the originals above and every @docusaurus/* package:
 * their internals or exact behaviour are used too, and any other version must be an upgrade made on purpose.
 */
export const EXACT_PINS: Readonly<Record<string, string>> = {
  react: 'React DOM reads its internals with the same version',
  'react-router-dom': "Docusaurus' router: hydrate.tsx and our Link render its components as Docusaurus does",
  'react-router-config': "Docusaurus' route matching (htmlSuffixRetry.ts)",
  'react-helmet-async': "Docusaurus' fork (@slorber/react-helmet-async), provided by hydrate.tsx",
  'react-loadable': "Docusaurus' fork (@docusaurus/react-loadable), whose props Loading receives",
  '@rspack/core': "utf8-scripts edits its SWC minimizer's constructor arguments",
  'algoliasearch-helper': "the search page's helper, whose calls our local search client answers",
};

/** The package an original belongs to: `@scope/name` or `name`. */
export function packageOf(original: string): string {
  const parts = original.split('/');
  return original.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The original's path inside its package. */
export function pathInPackage(original: string): string {
  return original.slice(packageOf(original).length + 1);
}

/** Every original once, in list order. */
export function uniqueOriginals(copies: readonly UpstreamCopy[] = UPSTREAM_COPIES): string[] {
  return [...new Set(copies.map((c) => c.original))];
}

/** The part of an original's text we record: all of it, or its slice. */
export function recordedText(text: string, copy: Pick<UpstreamCopy, 'original' | 'slice'>): string {
  if (!copy.slice) return text;
  const start = text.indexOf(copy.slice.from);
  const end = start < 0 ? -1 : text.indexOf(copy.slice.to, start + copy.slice.from.length);
  if (end < 0)
    throw new Error(
      `${copy.original}: the slice from ${JSON.stringify(copy.slice.from)} to ${JSON.stringify(copy.slice.to)} is no longer there`,
    );
  return text.slice(start, end);
}

/** The comment lines a file starts with (`//` lines, or one `/* … *\/` block): where a copy names its original. */
export function headerComment(source: string): string {
  const lines = source.split('\n');
  if (lines[0]?.startsWith('/*')) {
    const end = lines.findIndex((line) => line.includes('*/'));
    return lines.slice(0, end + 1).join('\n');
  }
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines.slice(0, end < 0 ? lines.length : end).join('\n');
}
