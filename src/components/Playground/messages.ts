// Chinese wording of runner errors for the error panel.
export interface RunnerError {
  name?: string;
  message?: string;
  line?: number;
  phase?: string;
}

const KINDS: Record<string, string> = {
  SyntaxError: '语法错误',
  ReferenceError: '引用错误',
  TypeError: '类型错误',
  RangeError: '范围错误',
  LoadError: '加载失败',
};

export const LOOP_MESSAGE = '循环运行超过 1 秒，示例已停止（可能是死循环）。改好代码后会自动重新运行，或点击“重置”恢复原始示例。';
export const FROZEN_MESSAGE = '示例长时间没有响应（可能是死循环），已停止运行。点击“重置”恢复原始示例。';

export function describeError(e: RunnerError): {title: string; detail: string} {
  if (e.message === '__PG_LOOP__') return {title: '疑似死循环', detail: LOOP_MESSAGE};
  const kind = KINDS[e.name ?? ''] ?? (e.phase === 'compile' ? '编译错误' : '运行错误');
  const where = e.line ? `第 ${e.line} 行` : '';
  return {title: where ? `${kind}（${where}）` : kind, detail: e.message ?? ''};
}
