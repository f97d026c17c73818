// Glossary slips (../shared/CONTENT.md): drag and drop is 拖放, hit region is 命中区域.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {filesUnder} from './files';

const roots = ['content/docs', 'src/data/api-zh', 'i18n'];
const SLIPS: [RegExp, string][] = [
  [/拖拽/, '拖放 / 拖动'],
  [/点击区域/, '命中区域'],
];

describe('glossary', () => {
  it('no slips in the docs, the API descriptions or the translations', () => {
    const found: string[] = [];
    for (const root of roots) {
      for (const file of filesUnder(root, /\.(mdx?|tsx?|json)$/, {optional: true})) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [re, use] of SLIPS) {
          if (re.test(text)) found.push(`${file}: ${re.source} → ${use}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
