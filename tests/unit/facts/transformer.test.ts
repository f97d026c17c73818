// Transformer facts (issue 37): the order of transform events with several nodes, and why a click on a handle
// must not select the handle (it is a child of the transformer).
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {installStubCanvas} from './stubCanvas';
import {docPage} from './zh';

const Konva = installStubCanvas();
type Internals = {
  _fitNodesInto(box: {x: number; y: number; width: number; height: number; rotation: number}, evt?: unknown): void;
  _getNodeRect(): {x: number; y: number; width: number; height: number; rotation: number};
  _transforming: boolean;
};

/** A layer with two rectangles in a transformer; `getStage` is faked, as Konva skips nodes outside a stage. */
function setup() {
  const layer = new Konva.Layer();
  const a = new Konva.Rect({id: 'a', width: 40, height: 40});
  const b = new Konva.Rect({id: 'b', x: 60, width: 40, height: 40});
  const tr = new Konva.Transformer();
  layer.add(a, b, tr);
  for (const n of [a, b]) (n as unknown as {getStage: () => object}).getStage = () => ({});
  tr.nodes([a, b]);
  return {layer, a, b, tr};
}

describe('transform events with several nodes', () => {
  it('transform alternates transformer and node; transformend goes to the transformer first', () => {
    const {layer, a, b, tr} = setup();
    const log: string[] = [];
    const on = (who: string, node: InstanceType<typeof Konva.Node>) =>
      node.on('transformstart transform transformend', (e: {type: string; target: {id(): string}}) =>
        log.push(`${e.type}:${who}:${e.target.id()}`),
      );
    on('tr', tr);
    on('a', a);
    on('b', b);
    const internals = tr as unknown as Internals;
    const box = internals._getNodeRect();
    internals._fitNodesInto({...box, width: box.width + 20});
    expect(log).toEqual(['transform:tr:a', 'transform:a:a', 'transform:tr:b', 'transform:b:b']);
    log.length = 0;
    internals._transforming = true;
    tr.stopTransform();
    expect(log).toEqual(['transformend:tr:a', 'transformend:a:a', 'transformend:b:b']);
    layer.destroy();
  });

  it('the page no longer says the transformer always comes first', () => {
    const page = docPage('select_and_transform/Transform_Events.mdx');
    expect(page).not.toMatch(/同一时刻总是变换器先收到/);
    expect(page).toMatch(
      /`transform` 却是按节点交替的：变换器（`e.target` 为节点 1）、节点 1、变换器（`e.target` 为节点 2）、节点 2/,
    );
  });
});

describe('a click on a handle', () => {
  it('targets a child of the transformer, which must never be attached', () => {
    const {layer, tr} = setup();
    const anchor = tr.findOne('.top-left')!;
    expect(anchor.getParent()).toBe(tr);
    // and handing it to the transformer recurses without end
    expect(() => tr.nodes([anchor])).toThrow(RangeError);
    layer.destroy();
  });

  it('the Transformer.nodes example ignores clicks inside the transformer', () => {
    const code = fs.readFileSync('src/data/api-examples/Transformer/nodes.js', 'utf8');
    const handler = code.slice(code.indexOf("stage.on('click tap'"));
    const guard = handler.search(/findAncestor\('Transformer'\)|getParent\(\) === tr/);
    expect(guard).toBeGreaterThan(0);
    expect(guard).toBeLessThan(handler.indexOf('tr.nodes(['));
  });
});
