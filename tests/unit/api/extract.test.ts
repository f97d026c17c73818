import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {extractApi, konvaRoot} from '../../../src/plugins/api-reference/extract';
import type {ApiClass, ApiModel} from '../../../src/plugins/api-reference/model';

let model: ApiModel;
const cls = (name: string): ApiClass => {
  const c = model.classes.find((k) => k.name === name);
  if (!c) throw new Error(`no class ${name}`);
  return c;
};
const member = (c: string, m: string) => cls(c).members.find((x) => x.name === m);

beforeAll(() => {
  model = extractApi(konvaRoot());
}, 180_000);

describe('extraction from the installed konva package', () => {
  it('reads the installed version', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(konvaRoot(), 'package.json'), 'utf8')) as {version: string};
    expect(model.version).toBe(pkg.version);
  });

  it('follows inheritance chains, nearest parent first', () => {
    expect(cls('Rect').extends).toEqual(['Shape', 'Node']);
    expect(cls('Arrow').extends).toEqual(['Line', 'Shape', 'Node']);
    expect(cls('FastLayer').extends).toEqual(['Layer', 'Container', 'Node']);
    expect(cls('Transformer').extends).toEqual(['Group', 'Container', 'Node']);
    expect(cls('Node').extends).toEqual([]);
  });

  it('merges GetSet attributes into one getter/setter entry with its Factory default', () => {
    const radius = member('Rect', 'cornerRadius');
    expect(radius?.kind).toBe('getset');
    expect(radius?.signatures.map((s) => s.role)).toEqual(['getter', 'setter']);
    expect(radius?.signatures[0].returns).toBe('number | number[]');
    expect(radius?.signatures[1].returns).toBe('this');
    expect(radius?.default).toBe('0');
    expect(member('Node', 'x')?.default).toBe('0');
    expect(member('Node', 'opacity')?.default).toBe('1');
  });

  it('keeps plain methods as methods with typed parameters', () => {
    const cache = member('Node', 'cache');
    expect(cache?.kind).toBe('method');
    expect(cache?.signatures[0].params[0]?.optional).toBe(true);
    expect(cache?.signatures[0].returns).toBe('this');
    expect(member('Node', 'destroy')?.kind).toBe('method');
    expect(member('Container', 'find')?.kind).toBe('method');
  });

  it('leaves out underscore-prefixed internals and undocumented plumbing', () => {
    const names = cls('Node').members.map((m) => m.name);
    expect(names.some((n) => n.startsWith('_'))).toBe(false);
    expect(names).not.toContain('drawScene');
  });

  it('collects config params, own and inherited, with their origin and defaults', () => {
    const config = cls('Rect').config;
    const byName = new Map(config.map((p) => [p.name, p]));
    expect(byName.get('cornerRadius')?.origin).toBe('Rect');
    expect(byName.get('fill')?.origin).toBe('Shape');
    expect(byName.get('x')?.origin).toBe('Node');
    expect(byName.get('x')?.default).toBe('0');
    expect(byName.get('strokeWidth')?.default).toBe('2');
    expect(cls('Stage').config.map((p) => p.name)).toContain('container');
    expect(cls('Transform').config).toEqual([]);
  });

  it('groups inherited members by the class that declares them', () => {
    const groups = cls('Rect').inherited;
    expect(groups.map((g) => g.from)).toEqual(['Shape', 'Node']);
    expect(groups.find((g) => g.from === 'Node')?.members).toContain('cache');
    expect(groups.find((g) => g.from === 'Shape')?.members).toContain('fill');
    // a member Rect declares itself is not repeated as inherited
    expect(groups.flatMap((g) => g.members)).not.toContain('cornerRadius');
  });

  it('finds the events fired in Konva source', () => {
    const nodeEvents = cls('Node').events.map((e) => e.name);
    for (const e of ['dragstart', 'dragmove', 'dragend', 'click', 'tap', 'wheel', 'pointerdown'])
      expect(nodeEvents).toContain(e);
    expect(cls('Transformer').events.map((e) => e.name)).toEqual(['transform', 'transformend', 'transformstart']);
    expect(cls('Layer').events.map((e) => e.name)).toEqual(['beforeDraw', 'draw']);
  });

  it('lists filters with the node attributes they read, easings and Util helpers', () => {
    const filters = cls('Filters');
    expect(filters.members.map((m) => m.name)).toContain('Blur');
    expect(filters.filterAttrs?.Blur).toEqual(['blurRadius']);
    expect(filters.filterAttrs?.RGB).toEqual(expect.arrayContaining(['red', 'green', 'blue']));
    expect(cls('Easings').members.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Linear', 'EaseInOut', 'ElasticEaseOut']),
    );
    expect(cls('Util').members.map((m) => m.name)).toContain('haveIntersection');
  });

  it('lists the Konva namespace settings with defaults from Global.js', () => {
    const g = new Map(model.globals.map((x) => [x.name, x]));
    expect(g.get('dragDistance')?.default).toBe('3');
    expect(g.get('showWarnings')?.default).toBe('true');
    expect(g.get('pixelRatio')?.kind).toBe('property');
    expect(g.get('isDragging')?.kind).toBe('method');
    expect(g.has('Rect')).toBe(false);
  });
});
