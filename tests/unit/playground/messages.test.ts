import {describe, expect, it} from 'vitest';
import {
  clipText,
  consoleLine,
  describeError,
  MAX_RUNNER_TEXT,
  runnerError,
} from '../../../src/components/Playground/messages';

describe('runner messages (untrusted input)', () => {
  it('clips long text and turns anything into a string', () => {
    expect(clipText('x'.repeat(MAX_RUNNER_TEXT + 50))).toMatch(/^x{4000}…（已截断，共 4050 个字符）$/);
    expect(clipText({toString: () => 'obj'})).toBe('obj');
    expect(clipText(undefined)).toBe('');
  });

  it('keeps only known console levels', () => {
    expect(consoleLine({level: 'warn', text: 'a'})).toEqual({level: 'warn', text: 'a'});
    expect(consoleLine({level: 'constructor', text: 1})).toEqual({level: 'log', text: '1'});
  });

  it('checks every field of an error', () => {
    expect(runnerError({name: 'TypeError', message: 'm', line: 3, phase: 'runtime'})).toEqual({
      name: 'TypeError',
      message: 'm',
      line: 3,
      phase: 'runtime',
    });
    expect(runnerError({message: 'm', line: '3; drop'}).line).toBeUndefined();
    expect(runnerError({message: 'm', line: -1}).line).toBeUndefined();
  });

  it('explains a request the sandbox refused', () => {
    expect(describeError({name: 'TypeError', message: 'Failed to fetch'}).title).toBe('网络请求被阻止');
    expect(
      describeError({name: 'TypeError', message: 'Failed to fetch dynamically imported module: blob:x'}).title,
    ).toBe('类型错误');
  });
});
