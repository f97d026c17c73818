import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// With Docusaurus' v4 flags the MDX1 form `:::tip 标题` is no longer parsed and shows as raw text.
const TITLE_AFTER_SPACE = /^:::(tip|note|info|warning|danger|caution) +\S/;

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

describe('admonitions', () => {
  it('titles use the :::tip[标题] form everywhere', () => {
    const offenders = ['content/docs', 'blog', 'src/pages']
      .flatMap((d) => mdxFiles(path.resolve(d)))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({line, where: `${path.relative(process.cwd(), file)}:${i + 1}`}))
          .filter(({line}) => TITLE_AFTER_SPACE.test(line))
          .map(({where, line}) => `${where}  ${line}`),
      );
    expect(offenders).toEqual([]);
  });
});
