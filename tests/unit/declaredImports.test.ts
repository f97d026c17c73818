// Every package our code imports is declared in package.json: a package that is only there because something else
// depends on it can change version, or disappear, with any install. Type-only imports count too (an `@types/…`
// declaration satisfies them); Docusaurus' aliases and Node's builtins are not packages (src/lib/bareImports.ts).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCUSAURUS_CLIENT_ALIASES, bareImports, packageOfSpecifier} from '../../src/lib/bareImports';

const root = path.resolve(__dirname, '../..');
const SCANNED = [
  'src',
  'scripts',
  'tests',
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'vitest.config.mts',
  'eslint.config.mjs',
];
/** Folders whose imports are not ours to declare, and why. */
const SKIPPED: Record<string, string> = {
  'src/plugins/playground/templates':
    "the downloadable example projects: each template's own package.json declares them",
  'tests/unit/upstream': 'upstream originals, recorded as they are',
  'scripts/search-compare/node_modules': "the harness's own install",
};
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

function sourceFiles(entry: string): string[] {
  if (Object.hasOwn(SKIPPED, entry)) return [];
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return SOURCE.test(entry) ? [entry] : [];
  return fs.readdirSync(full).flatMap((name) => sourceFiles(`${entry}/${name}`));
}

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
/** Packages with their own package.json and lock file inside the repository (e.g. scripts/search-compare): their
 * files may also import what that manifest declares. */
const NESTED = ['scripts/search-compare'];
const declaredIn = (dir: string): Set<string> => {
  const p = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return new Set([...Object.keys(p.dependencies ?? {}), ...Object.keys(p.devDependencies ?? {})]);
};
const nested = new Map(NESTED.map((dir) => [dir, declaredIn(dir)]));
const declaredFor = (file: string, name: string): boolean =>
  declared.has(name) || [...nested].some(([dir, names]) => file.startsWith(`${dir}/`) && names.has(name));
const typesPackage = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;
/** What to declare for a package imported only for its types: its @types package when there is one installed. */
const typesHint = (name: string) =>
  fs.existsSync(path.join(root, 'node_modules', typesPackage(name)))
    ? ` (types only: declare ${typesPackage(name)})`
    : ' (types only)';

describe('imported packages', () => {
  it('are all declared in package.json', () => {
    const missing = new Map<string, string>();
    for (const file of SCANNED.flatMap(sourceFiles)) {
      for (const {specifier, typeOnly, line} of bareImports(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
        const name = packageOfSpecifier(specifier);
        if (!name || declaredFor(file, name) || (typeOnly && declaredFor(file, typesPackage(name)))) continue;
        // one line per file and package: the first import of it
        if (!missing.has(`${file} ${name}`))
          missing.set(`${file} ${name}`, `${file}:${line}  ${name}${typeOnly ? typesHint(name) : ''}`);
      }
    }
    expect([...missing.values()], 'imported but not in dependencies or devDependencies').toEqual([]);
  });

  it("treat as aliases exactly Docusaurus' client exports", () => {
    const exportsDir = path.join(root, 'node_modules/@docusaurus/core/lib/client/exports');
    const names = fs
      .readdirSync(exportsDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -3));
    expect([...DOCUSAURUS_CLIENT_ALIASES].sort()).toEqual(names.sort());
  });

  it('maps specifiers to packages', () => {
    expect(packageOfSpecifier('@docusaurus/theme-common/internal')).toBe('@docusaurus/theme-common');
    expect(packageOfSpecifier('react-dom/client')).toBe('react-dom');
    for (const alias of [
      '@docusaurus/Link',
      '@docusaurus/router',
      '@theme/Tabs',
      '@theme-original/Root',
      '@generated/routes',
      '@site/src/x',
      'node:fs',
      'fs',
      './a',
    ])
      expect(packageOfSpecifier(alias), alias).toBeNull();
  });

  it('finds every kind of import', () => {
    const source = [
      "import a from 'a';",
      "import type {B} from 'b';",
      "import {type C} from 'c';",
      "import 'd/style.css';",
      "export {e} from 'e';",
      "const f = await import('f');",
      "const g = require('g');",
      "const h = require.resolve('h/lib/x.js');",
      "type I = import('i').I;",
    ].join('\n');
    expect(
      bareImports('x.ts', source).map(({specifier, typeOnly}) => `${specifier}${typeOnly ? ' type' : ''}`),
    ).toEqual(['a', 'b type', 'c type', 'd/style.css', 'e', 'f', 'g', 'h/lib/x.js', 'i type']);
  });
});
