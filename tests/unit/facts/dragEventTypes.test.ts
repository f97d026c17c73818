// What `e.evt` is in Konva's drag events (issue 37): the mouse or touch event that moved the drag, never an HTML5
// DragEvent. ng2-konva types its drag outputs with MouseEvent, so Angular handlers must not ask for DragEvent.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {filesUnder} from './files';
import {docPage} from './zh';

describe('drag events carry mouse or touch events', () => {
  it('Konva drives a drag from window mouse/touch listeners and starts it on mousedown/touchstart', () => {
    const dd = fs.readFileSync('node_modules/konva/lib/DragAndDrop.js', 'utf8');
    const listened = [...dd.matchAll(/win\.addEventListener\('(\w+)'/g)].map((m) => m[1]);
    expect(new Set(listened)).toEqual(new Set(['mouseup', 'touchend', 'touchcancel', 'mousemove', 'touchmove']));
    const node = fs.readFileSync('node_modules/konva/lib/Node.js', 'utf8');
    expect(node).toMatch(/this\.on\('mousedown\.konva touchstart\.konva'/);
  });

  it('ng2-konva declares the drag outputs with MouseEvent', () => {
    const dts = fs.readFileSync('node_modules/ng2-konva/types/ng2-konva.d.ts', 'utf8');
    for (const name of ['dragstart', 'dragmove', 'dragend']) {
      expect(dts).toMatch(
        new RegExp(`readonly ${name}: _angular_core\\.OutputEmitterRef<NgKonvaEventObject<MouseEvent>>`),
      );
    }
  });

  it('no Angular example types a drag handler with DragEvent', () => {
    const found: string[] = [];
    for (const root of ['content', 'src/data', 'blog']) {
      for (const file of filesUnder(root, /\.(mdx?|tsx?|js)$/)) {
        if (fs.readFileSync(file, 'utf8').includes('NgKonvaEventObject<DragEvent>')) found.push(file);
      }
    }
    expect(found).toEqual([]);
  });

  it('the Vue events page does not list DragEvent as the type of e.evt', () => {
    const page = docPage('vue/Events.mdx');
    expect(page).not.toMatch(/`@dragend`：`DragEvent`/);
    expect(page).not.toMatch(/`WheelEvent`、`DragEvent` \|/);
    expect(page).toMatch(/`@dragstart`、`@dragmove`、`@dragend`：`MouseEvent \| TouchEvent`/);
  });

  it('the Vue guide examples type drag handlers with MouseEvent | TouchEvent (vue-konva declares no event types)', () => {
    const found = [...filesUnder('content/docs/vue', /\.(mdx?|tsx?|js)$/)].filter((f) =>
      fs.readFileSync(f, 'utf8').includes('KonvaEventObject<DragEvent>'),
    );
    expect(found).toEqual([]);
  });

  it('no Vue, Svelte or Angular code block types a drag handler with DragEvent (only react-konva declares it)', () => {
    const found: string[] = [];
    for (const root of ['content', 'blog']) {
      for (const file of filesUnder(root, /\.mdx?$/)) {
        // A fence's language and its flavour (live vue, ts live angular, svelte) decide which library's types apply.
        for (const block of fs.readFileSync(file, 'utf8').matchAll(/^```([^\n]*)\n([\s\S]*?)^```/gm)) {
          const info = block[1];
          const nonReact = /^(vue|svelte|html)\b/.test(info) || /\b(vue|svelte|angular)\b/.test(info);
          if (nonReact && block[2].includes('KonvaEventObject<DragEvent>')) found.push(`${file} (${info})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
