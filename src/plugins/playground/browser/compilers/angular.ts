// Edit-time compile for Angular: @babel/standalone strips types and applies legacy decorators
// (sucrase cannot), keeping line numbers; then the loop guard.
import {transform} from '@babel/standalone';
import {addLoopGuard} from '../loopGuard';
import {EditCompileError, type EditResult} from './types';

export function compile(source: string): EditResult {
  let code: string;
  try {
    code =
      transform(source, {
        filename: 'app.ts',
        retainLines: true,
        presets: [['typescript', {allowDeclareFields: true}]],
        plugins: [['proposal-decorators', {legacy: true}]],
        sourceType: 'module',
      }).code ?? '';
  } catch (e) {
    throw new EditCompileError(
      (e as Error).message.replace(/^[^:]*:\s*/, '').split('\n')[0]!,
      (e as {loc?: {line: number}}).loc?.line ?? 0,
    );
  }
  return {code: addLoopGuard(code)};
}
