// Edit-time compile for Vue SFCs: @vue/compiler-sfc (browser build), sucrase for lang="ts", loop guard.
import {parse, compileScript, compileStyle} from '@vue/compiler-sfc';
import {transform} from 'sucrase';
import {addLoopGuard} from '../loopGuard';
import {linesFromMappings} from '../../sourceLines';
import {EditCompileError, type EditResult} from './types';

export function compile(source: string): EditResult {
  const {descriptor, errors} = parse(source, {filename: 'App.vue'});
  if (errors.length) {
    const e = errors[0] as {message: string; loc?: {start: {line: number}}};
    throw new EditCompileError(e.message, e.loc?.start.line ?? 0);
  }
  const id = 'app';
  let code: string;
  let lines: number[] | undefined;
  try {
    const script = compileScript(descriptor, {id, inlineTemplate: true, genDefaultAs: '__sfc__', sourceMap: true});
    code = script.content;
    // Script lines map back to the editor; sucrase below keeps lines.
    lines = script.map ? linesFromMappings(script.map.mappings) : undefined;
  } catch (e) {
    throw new EditCompileError((e as Error).message, (e as {loc?: {start: {line: number}}}).loc?.start.line ?? 0);
  }
  if ((descriptor.scriptSetup?.lang ?? descriptor.script?.lang) === 'ts')
    code = transform(code, {transforms: ['typescript'], keepUnusedImports: true}).code;
  const css = descriptor.styles
    .map((s) => compileStyle({source: s.content, id: `data-v-${id}`, scoped: s.scoped, filename: 'App.vue'}).code)
    .join('\n');
  if (css)
    code += `\n;{const s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.appendChild(s);}`;
  if (descriptor.styles.some((s) => s.scoped)) code += `\n__sfc__.__scopeId="data-v-${id}";`;
  return {code: addLoopGuard(`${code}\nexport default __sfc__;`), lines};
}
