// Edit-time compile for 原生 JS: the code runs as written, plus the loop guard.
import {addLoopGuard} from '../loopGuard';
import {EditCompileError, type EditResult} from './types';

export function compile(source: string): EditResult {
  try {
    return {code: addLoopGuard(source)};
  } catch (e) {
    throw new EditCompileError(
      (e as Error).message.replace(/\s*\(\d+:\d+\)$/, ''),
      (e as {loc?: {line: number}}).loc?.line ?? 0,
    );
  }
}
