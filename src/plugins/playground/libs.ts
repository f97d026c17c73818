// One esbuild splitting build of every runtime module from node_modules. Relative chunk imports become
// bare `pg:<file>` names, so the runner can import the texts as blob: modules through one import map.
import {build, type BuildOptions, type Plugin as EsbuildPlugin} from 'esbuild';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {EXTRA_MODULES, FLAVOURS, RUNTIME_MODULES, allowedModules, type Flavour} from './flavours';

const require = createRequire(import.meta.url);

/** Packages published as CommonJS: their shim re-exports the names Node sees. */
const CJS = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'use-image', 'gifuct-js']);

export interface LibManifest {
  /** Bare name (and `pg:<file>`) → file under lib/ (the runner's import map keys). */
  modules: Record<string, string>;
  /** Files each flavour needs (transitive), in load order. */
  flavours: Record<Flavour, string[]>;
  /** gzip bytes of each flavour's files. */
  gzip: Record<Flavour, number>;
  /** Files each extra library needs beyond its flavour's (EXTRA_MODULES), fetched only by examples importing it. */
  extras: Record<string, string[]>;
}

export interface LibBuild {
  manifest: LibManifest;
  /** file name → module text */
  files: Map<string, string>;
}

function shimFor(name: string, siteDir: string): string {
  if (CJS.has(name)) {
    const mod = require(require.resolve(name, {paths: [siteDir]})) as Record<string, unknown>;
    const keys = Object.keys(mod).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default');
    const spec = JSON.stringify(name);
    // Transpiled ES modules (`__esModule`, e.g. gifuct-js) keep their names on the namespace, and their default
    // import is `exports.default`, often undefined: read the names from the namespace instead.
    if (mod.__esModule)
      return `import * as m from ${spec};\nexport default m.default;\nexport const {${keys.join(', ')}} = m;\n`;
    return `import m from ${spec};\nexport default m;\nexport const {${keys.join(', ')}} = m;\n`;
  }
  // `ns.default` is undefined (a warning, not an error) when the package has no default export.
  return `export * from ${JSON.stringify(name)};\nimport * as ns from ${JSON.stringify(name)};\nexport default ns.default;\n`;
}

function sveltePlugin(): EsbuildPlugin {
  return {
    name: 'svelte',
    setup(b) {
      const svelte = require('svelte/compiler') as typeof import('svelte/compiler');
      b.onLoad({filter: /\.svelte$/}, async (args) => {
        const src = await fs.promises.readFile(args.path, 'utf8');
        const r = svelte.compile(src, {filename: args.path, generate: 'client', css: 'injected', dev: false});
        return {contents: r.js.code, loader: 'js', resolveDir: path.dirname(args.path)};
      });
      b.onLoad({filter: /\.svelte\.(js|ts)$/}, async (args) => {
        const src = await fs.promises.readFile(args.path, 'utf8');
        const r = svelte.compileModule(src, {filename: args.path, generate: 'client', dev: false});
        return {contents: r.js.code, loader: 'js', resolveDir: path.dirname(args.path)};
      });
    },
  };
}

/** esbuild settings shared by every bundle the runner or the docs page loads: split ES modules for browsers. */
export const BROWSER_ESM = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
} as const satisfies BuildOptions;

export async function buildLibs(siteDir: string): Promise<LibBuild> {
  const names = [...new Set(FLAVOURS.flatMap((f) => allowedModules(f)))];
  const entryFile = (n: string) => n.replace(/^@/, '').replace(/\//g, '__');
  const result = await build({
    absWorkingDir: siteDir,
    entryPoints: names.map((n) => ({in: `pg-entry:${n}`, out: entryFile(n)})),
    ...BROWSER_ESM,
    write: false,
    metafile: true,
    outdir: 'out',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    conditions: ['svelte', 'browser', 'production', 'import', 'module', 'default'],
    mainFields: ['svelte', 'browser', 'module', 'main'],
    define: {'process.env.NODE_ENV': '"production"', ngDevMode: 'false', ngJitMode: 'true'},
    legalComments: 'none',
    logLevel: 'error',
    plugins: [
      {
        name: 'pg-entry',
        setup(b) {
          b.onResolve({filter: /^pg-entry:/}, (a) => ({path: a.path.slice(9), namespace: 'pg-entry'}));
          b.onLoad({filter: /.*/, namespace: 'pg-entry'}, (a) => ({
            contents: shimFor(a.path, siteDir),
            resolveDir: siteDir,
            loader: 'js',
          }));
        },
      },
      sveltePlugin(),
    ],
  });
  const meta = result.metafile!;
  const outFiles = new Map<string, string>(); // basename → raw text
  for (const f of result.outputFiles) outFiles.set(path.basename(f.path), f.text);
  const modules: Record<string, string> = {};
  const imports = new Map<string, string[]>();
  const staticImports = new Map<string, string[]>();
  for (const [out, info] of Object.entries(meta.outputs)) {
    const base = path.basename(out);
    if (!base.endsWith('.js')) continue;
    modules[`pg:${base}`] = base;
    if (info.entryPoint) modules[info.entryPoint.replace(/^pg-entry:/, '')] = base;
    imports.set(
      base,
      info.imports.filter((i) => !i.external).map((i) => path.basename(i.path)),
    );
    staticImports.set(
      base,
      info.imports.filter((i) => !i.external && i.kind !== 'dynamic-import').map((i) => path.basename(i.path)),
    );
  }
  const files = new Map<string, string>();
  for (const [base, text] of outFiles) {
    if (!base.endsWith('.js')) continue;
    // Relative chunk imports become bare `pg:` names that the runner's import map resolves.
    const rewritten = text.replace(/(["'])\.\/([\w.-]+\.js)\1/g, (m, q: string, file: string) =>
      outFiles.has(file) ? `${q}pg:${file}${q}` : m,
    );
    files.set(base, rewritten);
  }
  const closure = (roots: string[], edges = imports) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const d of edges.get(f) ?? []) visit(d);
    };
    roots.forEach(visit);
    return [...seen];
  };
  const flavours = {} as Record<Flavour, string[]>;
  const gzip = {} as Record<Flavour, number>;
  for (const f of FLAVOURS) {
    flavours[f] = closure(RUNTIME_MODULES[f].map((n) => modules[n]!));
    gzip[f] = flavours[f].reduce((s, file) => s + zlib.gzipSync(files.get(file)!).length, 0);
  }
  // An extra's files minus those every flavour offering it loads anyway (the runner adds them to its flavour's set).
  // Its lazy imports (jspdf's optional html2canvas, ...) stay out: they load only if an example calls them.
  const extras: Record<string, string[]> = {};
  for (const name of new Set(FLAVOURS.flatMap((f) => EXTRA_MODULES[f]))) {
    const users = FLAVOURS.filter((f) => EXTRA_MODULES[f].includes(name));
    const common = (file: string) => users.every((f) => flavours[f].includes(file));
    extras[name] = closure([modules[name]!], staticImports).filter((file) => !common(file));
  }
  return {manifest: {modules, flavours, gzip, extras}, files};
}
