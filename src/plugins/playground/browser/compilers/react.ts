// Edit-time compile for React: sucrase (JSX, keeps line numbers), then the loop guard.
import {transform} from 'sucrase';
import {addLoopGuard} from '../loopGuard';
import {EditCompileError, type EditResult} from './types';

export function compile(source: string): EditResult {
  let code: string;
  try {
    code = transform(source, {transforms: ['jsx', 'typescript'], jsxRuntime: 'automatic', production: true}).code;
  } catch (e) {
    const m = (e as Error).message.match(/\((\d+):\d+\)/);
    throw new EditCompileError((e as Error).message.replace(/\s*\(\d+:\d+\)$/, ''), m ? Number(m[1]) : 0);
  }
  return {code: addLoopGuard(code)};
}
