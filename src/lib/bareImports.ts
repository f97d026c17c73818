// The packages a source file imports: every import and export-from (type-only ones marked), dynamic import(),
// `import('x')` types, require() and require.resolve(), read from the TypeScript syntax tree. Used by
// tests/unit/declaredImports.test.ts to check that each package is declared in package.json.
import {builtinModules} from 'node:module';
import ts from 'typescript';

export type BareImport = {specifier: string; typeOnly: boolean; line: number};

/**
 * Docusaurus' client aliases `@docusaurus/<Name>`, one per file of @docusaurus/core's lib/client/exports/ (the test
 * checks the list against that folder). Any other `@docusaurus/…` is a package.
 */
export const DOCUSAURUS_CLIENT_ALIASES = [
  'BrowserOnly',
  'ComponentCreator',
  'ErrorBoundary',
  'ExecutionEnvironment',
  'Head',
  'Interpolate',
  'Link',
  'Noop',
  'Translate',
  'constants',
  'isInternalUrl',
  'renderRoutes',
  'router',
  'useBaseUrl',
  'useBrokenLinks',
  'useDocusaurusContext',
  'useGlobalData',
  'useIsBrowser',
  'useIsomorphicLayoutEffect',
  'useRouteContext',
] as const;

/** Module families the bundler resolves by alias, never from node_modules by that name. */
export const ALIAS_PREFIXES = [
  '@theme/', // the theme's components, swizzled or not
  '@theme-original/', // the component a swizzled wrapper wraps
  '@theme-init/', // the first theme's component, for theme enhancers
  '@generated/', // .docusaurus/ (config, routes, client modules, registry)
  '@site/', // this repository
] as const;

const clientAliases = new Set<string>(DOCUSAURUS_CLIENT_ALIASES.map((name) => `@docusaurus/${name}`));
const builtins = new Set(builtinModules);

/** The package a specifier names, or null for relative paths, Node's builtins and Docusaurus' aliases. */
export function packageOfSpecifier(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (ALIAS_PREFIXES.some((prefix) => specifier.startsWith(prefix))) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  if (builtins.has(name) || clientAliases.has(name)) return null;
  return name;
}

const stringArgument = (call: ts.CallExpression): string | undefined => {
  const [first] = call.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text : undefined;
};

/** A `require(…)` or `require.resolve(…)` call (also through a createRequire() function named require). */
const isRequire = (callee: ts.Expression): boolean =>
  (ts.isIdentifier(callee) && callee.text === 'require') ||
  (ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'require' &&
    callee.name.text === 'resolve');

/** Every bare (non-relative) module specifier in a file. */
export function bareImports(fileName: string, source: string): BareImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: BareImport[] = [];
  const add = (specifier: string | undefined, typeOnly: boolean, node: ts.Node) => {
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) return;
    found.push({specifier, typeOnly, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1});
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      // `import type {A}` or `import {type A, type B}`: no runtime import (a bare `import 'x'` is one)
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        !!clause && (clause.isTypeOnly || (!clause.name && !!named?.length && named.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly, node);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly, node);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const ref = node.moduleReference.expression;
      if (ts.isStringLiteral(ref)) add(ref.text, node.isTypeOnly, node);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true, node);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || isRequire(node.expression))
    ) {
      add(stringArgument(node), false, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
