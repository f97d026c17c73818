import {describe, expect, it} from 'vitest';
import {compileExample, ExampleCompileError} from '../../../src/plugins/playground/compile/index';
import remarkPlayground from '../../../src/plugins/playground/remark';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

const vanilla = `import Konva from 'konva';\nconst stage = new Konva.Stage({container: 'container', width: 10, height: 10});\n`;
const react = `import {Stage, Layer} from 'react-konva';\nexport default function App() {\n  return <Stage width={10} height={10}><Layer /></Stage>;\n}\n`;
const vue = `<script setup>\nconst c = {width: 10, height: 10};\n</script>\n<template>\n  <v-stage :config="c"><v-layer /></v-stage>\n</template>\n`;
const svelte = `<script>\n  import {Stage, Layer} from 'svelte-konva';\n  let w = $state(10);\n</script>\n<Stage width={w} height={10}><Layer /></Stage>\n`;
const angular = `import {Component, signal} from '@angular/core';\nimport {StageComponent} from 'ng2-konva';\n@Component({selector: 'app-root', imports: [StageComponent], template: '<ko-stage [config]="c()"></ko-stage>'})\nexport class App {\n  c = signal({width: 10, height: 10});\n}\n`;

describe('build-time compile', () => {
  it('vanilla runs as written and lists its imports', async () => {
    const r = await compileExample('vanilla', vanilla);
    expect(r.code).toBe(vanilla);
    expect(r.imports).toEqual(['konva']);
  });
  it('react: JSX becomes react/jsx-runtime calls, no JSX left', async () => {
    const r = await compileExample('react', react);
    expect(r.code).not.toContain('<Stage');
    expect(r.imports.sort()).toEqual(['react-konva', 'react/jsx-runtime']);
    expect(r.code).toMatch(/export\s*\{\s*App as default/);
  });
  it('react: a TypeScript block (typed ref, typed event) compiles with its types stripped', async () => {
    const tsx = `import {useRef} from 'react';
import {Stage, Layer, Rect} from 'react-konva';
import type Konva from 'konva';
export default function App() {
  const ref = useRef<Konva.Rect>(null);
  const onClick = (e: Konva.KonvaEventObject<MouseEvent>): void => console.log(e.target === ref.current);
  return <Stage width={100} height={100}><Layer><Rect ref={ref} width={10} height={10} onClick={onClick} /></Layer></Stage>;
}`;
    const r = await compileExample('react', tsx);
    expect(r.code).not.toMatch(/KonvaEventObject|<Konva\.Rect>|: void/);
    expect(r.imports.sort()).toEqual(['react', 'react-konva', 'react/jsx-runtime']);
  });
  it('vue: SFC becomes a module with a default export and resolved v-stage', async () => {
    const r = await compileExample('vue', vue);
    expect(r.code).toContain('resolveComponent("v-stage")');
    expect(r.code).toContain('export default');
    expect(r.imports).toEqual(['vue']);
  });
  it('svelte: a runes component compiles for the client', async () => {
    const r = await compileExample('svelte', svelte);
    expect(r.imports).toContain('svelte/internal/client');
    expect(r.imports).toContain('svelte-konva');
    expect(r.code).not.toContain('$state(');
  });
  it('angular: decorators are lowered and types stripped', async () => {
    const r = await compileExample('angular', angular);
    expect(r.code).not.toMatch(/^\s*@Component/m);
    expect(r.code).toContain('Component(');
    expect(r.imports.sort()).toEqual(['@angular/core', 'ng2-konva']);
  });
  it('a syntax error reports the line inside the example', async () => {
    const bad = `import Konva from 'konva';\n\nconst x = ;\n`;
    await expect(compileExample('vanilla', bad)).rejects.toMatchObject({name: 'ExampleCompileError', line: 3});
  });
  it('a svelte error reports its line', async () => {
    const bad = `<script>\n  let a = 1;\n</script>\n\n<div>{#if a}</div>\n`;
    const e = (await compileExample('svelte', bad).catch((x) => x)) as ExampleCompileError;
    expect(e).toBeInstanceOf(ExampleCompileError);
    expect(e.line).toBe(5);
  });
  it('an import the runner does not provide is refused', async () => {
    await expect(compileExample('vanilla', `import x from 'lodash';\n`)).rejects.toThrow(/lodash/);
  });
});

describe('remark plugin', () => {
  const md = (body: string) => ({type: 'root', children: body ? JSON.parse(body) : []});
  it('groups consecutive live fences into one element and names file:line on errors', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'));
    const code = (lang: string, meta: string, value: string, line: number) => ({
      type: 'code',
      lang,
      meta,
      value,
      position: {start: {line}},
    });
    const tree = {
      type: 'root',
      children: [
        code('jsx', 'live react', react, 3),
        code('js', 'live vanilla height=200', vanilla, 10),
        {type: 'paragraph', children: []},
        code('js', 'live', vanilla, 20),
        {type: 'paragraph', children: []},
        code('tsx', 'live', react, 30),
      ],
    };
    await remarkPlayground({cacheDir})(tree as never, {path: 'content/docs/x.mdx'});
    const els = tree.children.filter((n) => (n as {type: string}).type === 'mdxJsxFlowElement') as unknown as {
      attributes: {name: string; value: string}[];
      children: {lang: string}[];
    }[];
    expect(els).toHaveLength(3);
    const refsOf = (i: number) =>
      JSON.parse(els[i]!.attributes.find((a) => a.name === 'examples')!.value) as {f: string; h: string; t?: 1}[];
    const refs = refsOf(0);
    expect(refs.map((r) => r.f)).toEqual(['vanilla', 'react']);
    // only a ```tsx block is marked TypeScript (the download names it App.tsx)
    expect(refs.map((r) => r.t)).toEqual([undefined, undefined]);
    expect(refsOf(2).map((r) => [r.f, r.t])).toEqual([['react', 1]]);
    expect(els[0]!.attributes.find((a) => a.name === 'height')!.value).toBe('200');
    expect(fs.existsSync(path.join(cacheDir, 'ex', `${refs[0]!.h}.json`))).toBe(true);

    const bad = {type: 'root', children: [code('js', 'live', `import Konva from 'konva';\nconst = 1;\n`, 40)]};
    await expect(remarkPlayground({cacheDir})(bad as never, {path: 'content/docs/bad.mdx'})).rejects.toThrow(
      /content\/docs\/bad\.mdx:42/,
    );
    void md;
  });
});

describe('line mapping', () => {
  it('vue script lines map back to the .vue file', async () => {
    const src = `<script setup>\nimport {ref} from 'vue';\n\nconst c = ref(1);\nnotDefined();\n</script>\n<template>\n  <v-stage :config="{width: 10}"></v-stage>\n</template>\n`;
    const r = await compileExample('vue', src);
    const gen = r.code.split('\n').findIndex((l) => l.includes('notDefined()')) + 1;
    expect(r.lines![gen - 1]).toBe(5);
  });
  it('svelte script lines map back to the component', async () => {
    const src = `<script>\n  import {Stage} from 'svelte-konva';\n\n\n  notDefined();\n</script>\n<Stage width={10} height={10} />\n`;
    const r = await compileExample('svelte', src);
    const gen = r.code.split('\n').findIndex((l) => l.includes('notDefined()')) + 1;
    expect(r.lines![gen - 1]).toBe(5);
  });
});
