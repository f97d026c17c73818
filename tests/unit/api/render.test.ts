import {describe, expect, it} from 'vitest';
import {cell, mdxText, firstSentence} from '../../../src/plugins/api-reference/markdown';
import {Renderer} from '../../../src/plugins/api-reference/render';
import {extractApi, konvaRoot} from '../../../src/plugins/api-reference/extract';

describe('markdown helpers', () => {
  it('escapes MDX braces and tags outside code spans only', () => {
    expect(mdxText('传入 {x, y} 或 `{x: 1}`，<b>')).toBe('传入 \\{x, y\\} 或 `{x: 1}`，\\<b>');
  });
  it('keeps table cells on one line with pipes escaped', () => {
    expect(cell('`number | string`\n第二行')).toBe('`number \\| string` 第二行');
  });
  it('takes the first Chinese sentence without links', () => {
    expect(firstSentence('矩形图形。[教程](/docs/shapes/Rect.html)有示例。')).toBe('矩形图形。');
  });
});

describe('generated pages', () => {
  const model = extractApi(konvaRoot());
  const docRoutes = new Map([['/docs/shapes/Rect.html', '矩形 Rect']]);
  const pages = new Renderer({
    model,
    zh: {},
    docRoutes,
    tutorialRoutes: {Rect: ['/docs/shapes/Rect.html', '/docs/shapes/Missing.html']},
  }).pages();
  const page = (file: string): string => {
    const p = pages.find((x) => x.file === file);
    if (!p) throw new Error(`no page ${file}`);
    return p.content;
  };

  it('makes one page per class at /api/Konva.{Name}.html plus the overview', () => {
    const slugs = pages.map((p) => /^slug: (.*)$/m.exec(p.content)?.[1]).filter(Boolean);
    expect(slugs).toContain('/api/Konva.html');
    for (const c of model.classes) expect(slugs).toContain(`/api/Konva.${c.name}.html`);
  });

  it('gives own members an h3 and inherited ones a table row, both anchored by name', () => {
    const rect = page('shape/Konva.Rect.mdx');
    expect(rect).toContain('### cornerRadius {/* #cornerRadius */}');
    expect(rect).not.toContain('### cache {/* #cache */}');
    expect(rect).toContain('| <ApiRef id="cache" name="cache" to="/api/Konva.Node.html#cache" /> |');
    expect(rect).toContain('## 继承自 Konva.Shape {/* #inherited-from-Shape */}');
    // one h3 of its own: the table of contents no longer lists every inherited member
    expect(rect.match(/^### /gm)).toHaveLength(1);
  });

  it('keeps members that subclasses override without documenting them (Rect still has destroy and getClientRect)', () => {
    const rect = page('shape/Konva.Rect.mdx');
    expect(rect).toContain('<ApiRef id="destroy" name="destroy" to="/api/Konva.Node.html#destroy" />');
    expect(rect).toContain(
      '<ApiRef id="getClientRect" name="getClientRect" to="/api/Konva.Node.html#getClientRect" />',
    );
  });

  it('links the inheritance chain and only tutorials that exist', () => {
    const rect = page('shape/Konva.Rect.mdx');
    expect(rect).toContain(
      '**继承关系**：`Konva.Rect` → [`Konva.Shape`](/api/Konva.Shape.html) → [`Konva.Node`](/api/Konva.Node.html)',
    );
    expect(rect).toContain('- [矩形 Rect](/docs/shapes/Rect.html)');
    expect(rect).not.toContain('/docs/shapes/Missing.html');
  });

  it('gives a static member sharing an instance member name a distinct anchor', () => {
    const tr = page('interaction/Konva.Transformer.mdx');
    expect(tr).toContain('### isTransforming {/* #isTransforming-static */}');
    expect(tr).toContain('### isTransforming {/* #isTransforming */}');
  });

  it('shows each filter once with the node attributes it reads', () => {
    const filters = page('util/Konva.Filters.mdx');
    expect(filters).toContain('Konva.Filters.Blur(this: Node, imageData: ImageData, pixelRatio?: number): void');
    expect(filters).not.toContain('Konva.Filters.Konva.Filters');
    expect(filters).toContain('读取的节点属性：[`blurRadius`](/api/Konva.Node.html#blurRadius)');
  });

  it('gives events that share a member name a distinct anchor', () => {
    const node = page('core/Konva.Node.mdx');
    expect(node).toContain('| <ApiRef id="dragstart" name="dragstart" /> |');
    expect(node).toContain('| <ApiRef id="destroy-event" name="destroy" /> |');
    expect(node).toContain('### destroy {/* #destroy */}');
  });
});

describe('tutorial links', () => {
  it('map classes only to routes of the shared route manifest or of the 问题排查 folder', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const {tutorialRoutes} = await import('../../../src/plugins/api-reference/tutorials');
    const {troubleshootingRoutes} = await import('../../../src/lib/troubleshootingPages');
    const manifest = new Set([
      ...fs
        .readFileSync(path.resolve(__dirname, '../../../../shared/routes.txt'), 'utf8')
        .split('\n')
        .map((l) => l.replace(/#.*/, '').trim())
        .filter(Boolean),
      ...troubleshootingRoutes(),
    ]);
    const unknown = Object.entries(tutorialRoutes).flatMap(([cls, routes]) =>
      routes.filter((r) => !manifest.has(r)).map((r) => `${cls}: ${r}`),
    );
    expect(unknown).toEqual([]);
  });
});
