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

export const LOOP_MESSAGE =
  '循环运行超过 1 秒，示例已停止（可能是死循环）。改好代码后会自动重新运行，或点击“重置”恢复原始示例。';
export const FROZEN_MESSAGE = '示例长时间没有响应（可能是死循环），已停止运行。点击“重置”恢复原始示例。';

/** Longest text shown from a runner (console line or error message); the rest is cut with a note. */
export const MAX_RUNNER_TEXT = 4000;

/** Runner text as plain text of bounded length (runners are untrusted: any value may arrive). */
export function clipText(value: unknown, max = MAX_RUNNER_TEXT): string {
  const t = typeof value === 'string' ? value : String(value ?? '');
  return t.length > max ? `${t.slice(0, max)}…（已截断，共 ${t.length} 个字符）` : t;
}

const LOG_LEVELS = new Set(['log', 'info', 'warn', 'error', 'debug']);

/** A console line from a runner message: a known level and clipped text. */
export function consoleLine(m: Record<string, unknown>): {level: string; text: string} {
  const level = typeof m.level === 'string' && LOG_LEVELS.has(m.level) ? m.level : 'log';
  return {level, text: clipText(m.text)};
}

/** An error from a runner message, every field checked and clipped. */
export function runnerError(m: Record<string, unknown>): RunnerError {
  const line = Number(m.line);
  return {
    name: clipText(m.name, 60),
    message: clipText(m.message),
    phase: clipText(m.phase, 20),
    line: Number.isInteger(line) && line > 0 ? line : undefined,
  };
}

export const NETWORK_MESSAGE =
  "示例在离线沙箱中运行，不能访问网络。图片、数据等文件请放进 static/examples/assets/，用 '/examples/assets/文件名' 引用。";

export function describeError(e: RunnerError): {title: string; detail: string} {
  if (e.message === '__PG_LOOP__') return {title: '疑似死循环', detail: LOOP_MESSAGE};
  if (/^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/.test(e.message ?? ''))
    return {title: '网络请求被阻止', detail: `${NETWORK_MESSAGE}（${e.message}）`};
  const kind = KINDS[e.name ?? ''] ?? (e.phase === 'compile' ? '编译错误' : '运行错误');
  const where = e.line ? `第 ${e.line} 行` : '';
  return {title: where ? `${kind}（${where}）` : kind, detail: e.message ?? ''};
}
