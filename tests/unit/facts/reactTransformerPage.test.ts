// react/Transformer (issue 37): the first example is our own composition — one transformer for the stage, driven
// by the selected id — not the common per-shape transformer with shapeRef/trRef.
import {describe, expect, it} from 'vitest';
import {docPage} from './zh';

function firstReactBlock(text: string): string {
  const m = /^```tsx live react[^\n]*\n([\s\S]*?)^```/m.exec(text);
  return m ? m[1]! : '';
}

describe('react/Transformer first example', () => {
  const code = firstReactBlock(docPage('react/Transformer.mdx'));

  it('has one transformer, outside the list of shapes, attached from the selected id', () => {
    expect(code.match(/<Transformer\b/g)).toHaveLength(1);
    const list = code.slice(code.indexOf('.map('), code.indexOf('<Transformer'));
    expect(list).not.toMatch(/<Transformer\b/);
    expect(code).toMatch(/useEffect\(\(\) => \{[\s\S]*?\.nodes\([\s\S]*?\}, \[activeId\]\);/);
  });

  it('does not use the shapeRef/trRef names or a component per shape', () => {
    expect(code).not.toMatch(/\bshapeRef\b|\btrRef\b/);
    expect(code).not.toMatch(/function EditableBox|isSelected/);
  });
});
