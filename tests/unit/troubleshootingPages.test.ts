// Each 问题排查 page has what issue 37 asks of it: at least 400 Chinese characters of prose (code, front matter and
// comments not counted), a live example in 原生 JS and in React, and the threads the problem came from.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {TROUBLESHOOTING_DIR, troubleshootingPages} from '../../src/lib/troubleshootingPages';

const problems = troubleshootingPages().filter((p) => p.file !== 'index.mdx');
const read = (file: string) => fs.readFileSync(path.join(TROUBLESHOOTING_DIR, file), 'utf8');

/** The page's prose: without front matter, fenced code, MDX comments, imports and JSX lines. */
export function prose(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}
const hanCount = (s: string) => (s.match(/\p{Script=Han}/gu) ?? []).length;

describe('问题排查 pages', () => {
  it('exist', () => {
    expect(problems.length).toBeGreaterThan(0);
  });

  for (const {file} of problems) {
    it(`${file}: 400+ characters of prose, a vanilla and a React example, its sources`, () => {
      const text = read(file);
      expect(hanCount(prose(text))).toBeGreaterThanOrEqual(400);
      expect(text).toMatch(/^```js live vanilla/m);
      expect(text).toMatch(/^```[jt]sx live react/m);
      expect(text).toMatch(/\{\/\*\s*来源：[^*]*(?:#\d+|https?:\/\/)/);
    });
  }

  it('counts prose without code', () => {
    expect(hanCount(prose('---\ntitle: 标题\n---\n正文两字\n```js live vanilla\n// 注释很多很多\n```\n'))).toBe(4);
  });
});
