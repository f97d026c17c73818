// react-konva warns in the console ("draggable = true and position defined but no onDragMove or onDragEnd") when
// a node gets `draggable` and `x`/`y` without a drag handler (react-konva's makeUpdates.js). The live React
// examples must not trigger it: a position given in JSX is state, and a drag has to write it back.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {filesUnder} from './files';

/** The live React blocks of a page, with the line each starts on. */
function reactBlocks(text: string): {code: string; line: number}[] {
  const out: {code: string; line: number}[] = [];
  const re = /^```(?:jsx|tsx) live react[^\n]*\n([\s\S]*?)^```/gm;
  for (const m of text.matchAll(re)) out.push({code: m[1]!, line: text.slice(0, m.index).split('\n').length});
  return out;
}

/** Attribute text of every JSX opening tag of a capitalised component (braces and strings skipped over). */
export function openingTags(code: string): {name: string; attrs: string; offset: number}[] {
  const tags: {name: string; attrs: string; offset: number}[] = [];
  const start = /<([A-Z][\w.]*)(?=[\s/>])/g;
  for (let m = start.exec(code); m; m = start.exec(code)) {
    let i = m.index + m[0].length;
    let depth = 0;
    let quote: string | null = null;
    for (; i < code.length; i++) {
      const c = code[i]!;
      if (quote) {
        if (c === quote && code[i - 1] !== '\\') quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push({name: m[1]!, attrs: code.slice(m.index + m[0].length, i), offset: m.index});
  }
  return tags;
}

/** Whether react-konva would warn for these props: draggable, a position (a spread may hold one), no drag handler. */
export function warnsOnDrag(attrs: string): boolean {
  const draggable = /(^|\s)draggable(\s|$|\/|=\{true\})/.test(attrs);
  const position = /(^|\s)[xy]=/.test(attrs) || /\{\s*\.\.\./.test(attrs);
  // a spread of handlers (e.g. Drag_Events' `{...handlersFor(card, i)}`) may carry onDragEnd: taken as handled
  const handled = /(^|\s)onDrag(End|Move)=/.test(attrs) || /\{\s*\.\.\.\w*handler/i.test(attrs);
  return draggable && position && !handled;
}

describe('react-konva drag warning', () => {
  it('the detector flags the old Serialize_a_Stage shape and passes a handled one', () => {
    expect(warnsOnDrag(' x={20} y={40} width={90} draggable /')).toBe(true);
    expect(warnsOnDrag(' {...pos.rect} draggable onDragEnd={moveTo("rect")} /')).toBe(false);
    expect(warnsOnDrag(' width={90} draggable /')).toBe(false);
  });

  it('no live React example gives a draggable node a position without onDragEnd or onDragMove', () => {
    const found: string[] = [];
    for (const root of ['content/docs', 'blog']) {
      for (const file of filesUnder(root, /\.mdx$/)) {
        for (const block of reactBlocks(fs.readFileSync(file, 'utf8'))) {
          for (const tag of openingTags(block.code)) {
            if (!warnsOnDrag(tag.attrs)) continue;
            const line = block.line + block.code.slice(0, tag.offset).split('\n').length;
            found.push(`${file}:${line} <${tag.name}>`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('react/Events: the hover example', () => {
  it('the prose names what the code changes on hover (opacity), not the stroke', () => {
    const page = fs.readFileSync('content/docs/react/Events.mdx', 'utf8');
    expect(page).not.toMatch(/改光标和描边/);
    expect(page).toMatch(/opacity=\{hovered === dot\.id \? 1 : 0\.8\}/);
    expect(page).toMatch(/不透明度从 0\.8 提到 1/);
  });
});
