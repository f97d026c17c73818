// Edit-time compile for Svelte 5 components: svelte/compiler, then the loop guard.
import {compile as svelteCompile} from 'svelte/compiler';
import {linesFromMappings} from '../../sourceLines';
import {addLoopGuard} from '../loopGuard';
import {EditCompileError, type EditResult} from './types';

export function compile(source: string): EditResult {
  try {
    const r = svelteCompile(source, {filename: 'App.svelte', generate: 'client', css: 'injected', dev: false});
    return {code: addLoopGuard(r.js.code), lines: linesFromMappings(r.js.map.mappings)};
  } catch (e) {
    if (e instanceof EditCompileError) throw e;
    throw new EditCompileError((e as Error).message, (e as {start?: {line: number}}).start?.line ?? 0);
  }
}
