// Glossary slips (../shared/CONTENT.md): drag and drop is 拖放, hit region is 命中区域.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const roots = ['content/docs', 'src/data/api-zh', 'i18n'];
const SLIPS: [RegExp, string][] = [
  [/拖拽/, '拖放 / 拖动'],
  [/点击区域/, '命中区域'],
];

function* files(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (/\.(mdx?|tsx?|json)$/.test(entry.name)) yield p;
  }
}

describe('glossary', () => {
  it('no slips in the docs, the API descriptions or the translations', () => {
    const found: string[] = [];
    for (const root of roots) {
      for (const file of files(root)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [re, use] of SLIPS) {
          if (re.test(text)) found.push(`${file}: ${re.source} → ${use}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
