// svelte-konva reads `staticConfig` once, when the component is created (issue 37): the check that adds the
// dragend/transformend write-back sits in the component script, outside every $effect.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {docPage} from './zh';

const COMPONENTS = ['Rect', 'Circle', 'Group', 'Text', 'Line', 'Image'];

describe('svelte-konva staticConfig', () => {
  it('is checked once in the script body, before any $effect, and not passed to the node', () => {
    for (const name of COMPONENTS) {
      const src = fs.readFileSync(`node_modules/svelte-konva/dist/${name}.svelte`, 'utf8');
      const check = src.indexOf('\tif (!staticConfig) {');
      expect(check, name).toBeGreaterThan(0);
      expect(check, name).toBeLessThan(src.indexOf('$effect('));
      // destructured out of the props: the node is built from restProps without it
      expect(src, name).toMatch(/let \{[^}]*\bstaticConfig = false,[^}]*\.\.\.restProps\s*\}/);
    }
  });

  it('the Bindings page says it is read once, at creation', () => {
    const page = docPage('svelte/Bindings.mdx');
    expect(page).toMatch(/只在组件创建时读一次 `staticConfig`/);
    expect(page).toMatch(/之后把它从 `false` 改成 `true`（或反过来）不会有任何效果/);
  });
});
