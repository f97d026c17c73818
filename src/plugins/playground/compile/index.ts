// Build-time compile of one example for its flavour (Node): JS module text the runner can import.
import {transform} from 'esbuild';
import {createRequire} from 'node:module';
import type {Flavour} from '../flavours';
import {allowedModules, importsOf} from '../flavours';
import {linesFromMappings} from '../sourceLines';

const require = createRequire(import.meta.url);

export interface CompiledExample {
  /** ES module text importing only bare runtime names. */
  code: string;
  /** Generated line (1-based) → source line (1-based); absent when lines are kept. */
  lines?: number[];
  /** Bare modules the code imports. */
  imports: string[];
}

/** A compile error with the 1-based line inside the example. */
export class ExampleCompileError extends Error {
  constructor(
    message: string,
    public line: number,
    public column = 0,
  ) {
    super(message);
    this.name = 'ExampleCompileError';
  }
}

export async function compileExample(flavour: Flavour, source: string, filename = 'example'): Promise<CompiledExample> {
  let out: {code: string; lines?: number[]};
  switch (flavour) {
    case 'vanilla':
      // Checked by esbuild but run as written, so runtime error lines are the reader's lines.
      await esbuildTransform(source, 'js');
      out = {code: source};
      break;
    case 'react':
      // TSX parses plain JSX too, so a React block may be written in JavaScript or TypeScript.
      out = await esbuildTransform(source, 'tsx');
      break;
    case 'angular':
      out = await esbuildTransform(source, 'ts');
      break;
    case 'vue':
      out = await compileVue(source, filename);
      break;
    case 'svelte':
      out = compileSvelte(source, filename);
      break;
  }
  const imports = importsOf(out.code);
  const allowed = new Set(allowedModules(flavour));
  for (const name of imports) {
    if (!allowed.has(name)) {
      const line = source.split('\n').findIndex((l) => l.includes(`'${name}'`) || l.includes(`"${name}"`)) + 1;
      throw new ExampleCompileError(
        `示例导入了运行器没有的模块 "${name}"（${flavour} 可用：${[...allowed].join(', ')}）`,
        line || 1,
      );
    }
  }
  return {...out, imports};
}

export {importsOf};

async function esbuildTransform(source: string, loader: 'js' | 'tsx' | 'ts'): Promise<{code: string; lines: number[]}> {
  try {
    const r = await transform(source, {
      loader,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'external',
      sourcefile: 'example',
      tsconfigRaw: {compilerOptions: {experimentalDecorators: true, useDefineForClassFields: false}},
    });
    return {code: r.code, lines: linesFromMap(r.map)};
  } catch (e) {
    const err = (e as {errors?: {text: string; location?: {line: number; column: number}}[]}).errors?.[0];
    if (err) throw new ExampleCompileError(err.text, err.location?.line ?? 1, err.location?.column ?? 0);
    throw e;
  }
}

async function compileVue(source: string, filename: string): Promise<{code: string; lines?: number[]}> {
  const sfc = require('@vue/compiler-sfc') as typeof import('@vue/compiler-sfc');
  const {descriptor, errors} = sfc.parse(source, {filename: `${filename}.vue`});
  if (errors.length) {
    const e = errors[0] as {message: string; loc?: {start: {line: number; column: number}}};
    throw new ExampleCompileError(e.message, e.loc?.start.line ?? 1, e.loc?.start.column ?? 0);
  }
  const id = hashId(source);
  let script: {content: string; map?: {mappings: string}};
  try {
    script = sfc.compileScript(descriptor, {id, inlineTemplate: true, genDefaultAs: '__sfc__', sourceMap: true});
  } catch (e) {
    const loc = (e as {loc?: {start: {line: number}}}).loc;
    throw new ExampleCompileError((e as Error).message, loc?.start.line ?? 1);
  }
  let code = script.content;
  // Script lines map back to the .vue file; template lines have no mapping (reported without a line).
  let lines = script.map ? linesFromMappings(script.map.mappings) : undefined;
  const lang = descriptor.scriptSetup?.lang ?? descriptor.script?.lang;
  if (lang === 'ts') {
    const ts = await esbuildTransform(code, 'ts');
    code = ts.code;
    lines = lines && ts.lines.map((l) => (l ? (lines![l - 1] ?? 0) : 0));
  }
  const css = descriptor.styles
    .map((s) => sfc.compileStyle({source: s.content, id: `data-v-${id}`, scoped: s.scoped, filename}).code)
    .join('\n');
  if (css)
    code += `\n;{const s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.appendChild(s);}`;
  if (descriptor.styles.some((s) => s.scoped)) code += `\n__sfc__.__scopeId=${JSON.stringify(`data-v-${id}`)};`;
  code += '\nexport default __sfc__;';
  return {code, lines};
}

function compileSvelte(source: string, filename: string): {code: string; lines: number[]} {
  const svelte = require('svelte/compiler') as typeof import('svelte/compiler');
  try {
    const r = svelte.compile(source, {filename: `${filename}.svelte`, generate: 'client', css: 'injected', dev: false});
    return {code: r.js.code, lines: linesFromMappings(r.js.map.mappings)};
  } catch (e) {
    const start = (e as {start?: {line: number; column: number}}).start;
    throw new ExampleCompileError((e as Error).message, start?.line ?? 1, start?.column ?? 0);
  }
}

function hashId(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36).slice(0, 8);
}

/** Per generated line, the source line of its first mapping (1-based; 0 = unknown). */
export function linesFromMap(mapJson: string): number[] {
  return linesFromMappings((JSON.parse(mapJson) as {mappings: string}).mappings);
}
