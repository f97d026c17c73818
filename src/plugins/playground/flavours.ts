// The five example flavours, their tab labels and the fence info that selects them.
export const FLAVOURS = ['vanilla', 'react', 'vue', 'svelte', 'angular'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** Whether a text read from outside (a hash, storage) names one of the flavours. */
export const isFlavour = (text: string | null | undefined): text is Flavour =>
  (FLAVOURS as readonly string[]).includes(text ?? '');

export const FLAVOUR_LABELS: Record<Flavour, string> = {
  vanilla: '原生 JS',
  react: 'React',
  vue: 'Vue',
  svelte: 'Svelte',
  angular: 'Angular',
};

/** The file name an example has in the editor, the error panel and the downloaded project. */
export const FLAVOUR_FILES: Record<Flavour, string> = {
  vanilla: 'main.js',
  react: 'App.jsx',
  vue: 'App.vue',
  svelte: 'App.svelte',
  angular: 'app.ts',
};

/** The file a downloaded project keeps the example in: a React example written as ```tsx is App.tsx. */
export function exampleFile(flavour: Flavour, typescript = false): string {
  return flavour === 'react' && typescript ? 'App.tsx' : FLAVOUR_FILES[flavour];
}

/** Prism's grammar for each flavour's file (Vue and Svelte components as HTML, as the editor reads them). */
export const PRISM_GRAMMARS: Record<Flavour, string> = {
  vanilla: 'javascript',
  react: 'jsx',
  vue: 'markup',
  svelte: 'markup',
  angular: 'typescript',
};

/** The examples' flavour tabs are one Docusaurus Tabs group: a choice made on one page holds on every page. */
export const FLAVOUR_GROUP = 'flavour';
/** Where Docusaurus keeps that group's choice; the 演练场 and search read and write the same choice. */
export const FLAVOUR_CHOICE_KEY = `docusaurus.tab.${FLAVOUR_GROUP}`;

/** The runner pages under playground/: they carry their own network-free policy, never the site's. */
export const RUNNER_PAGES = ['runner.html', 'runner-eval.html'] as const;

/** The runner page of a flavour: Angular's JIT compiler needs eval, which the others' runner refuses. */
export function runnerPage(flavour: Flavour): (typeof RUNNER_PAGES)[number] {
  return flavour === 'angular' ? 'runner-eval.html' : 'runner.html';
}

/** Which flavour a fenced block is: an explicit word in the meta wins, else the language. */
export function flavourOf(lang: string | null | undefined, meta: string): Flavour | null {
  const words = meta.split(/\s+/);
  for (const f of FLAVOURS) if (words.includes(f)) return f;
  switch (lang) {
    case 'js':
    case 'javascript':
      return 'vanilla';
    case 'jsx':
    case 'tsx':
      return 'react';
    case 'vue':
      return 'vue';
    case 'svelte':
      return 'svelte';
    case 'ts':
    case 'typescript':
      return 'angular';
    default:
      return null;
  }
}

/** True when a fence meta string marks a live example (the word `live`). */
export function isLiveMeta(meta: string | null | undefined): boolean {
  return !!meta && meta.split(/\s+/).includes('live');
}

/** Bare module names an example may import; the runner maps each one to a library bundle. */
export const RUNTIME_MODULES: Record<Flavour, string[]> = {
  vanilla: ['konva'],
  react: ['konva', 'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-konva'],
  vue: ['konva', 'vue', 'vue-konva'],
  svelte: [
    'konva',
    'svelte',
    'svelte/internal/client',
    'svelte/internal/disclose-version',
    'svelte/internal/flags/legacy',
    'svelte/store',
    'svelte/motion',
    'svelte/reactivity',
    'svelte-konva',
  ],
  angular: [
    'konva',
    '@angular/core',
    '@angular/common',
    '@angular/compiler',
    '@angular/platform-browser',
    'rxjs',
    'ng2-konva',
  ],
};

/** Libraries an example may import beyond its flavour's runtime: built with the others, but fetched only for the
 * examples that import them (so every other example stays as light as before). Pin them in package.json. */
const EVERY_FLAVOUR_EXTRAS = ['gifuct-js', 'jspdf'];
export const EXTRA_MODULES: Record<Flavour, string[]> = {
  vanilla: [...EVERY_FLAVOUR_EXTRAS],
  react: ['react-konva-utils', 'use-image', ...EVERY_FLAVOUR_EXTRAS],
  vue: [...EVERY_FLAVOUR_EXTRAS],
  svelte: [...EVERY_FLAVOUR_EXTRAS],
  angular: [...EVERY_FLAVOUR_EXTRAS],
};

/** Every bare name an example of the flavour may import. */
export function allowedModules(flavour: Flavour): string[] {
  return [...RUNTIME_MODULES[flavour], ...EXTRA_MODULES[flavour]];
}

/** Bare specifiers of static and dynamic imports (the runner resolves only bare names). */
export function importsOf(code: string): string[] {
  const names = new Set<string>();
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)(["'])([^"'\n]+)\1/g;
  for (const m of code.matchAll(re)) names.add(m[2]!);
  return [...names];
}
