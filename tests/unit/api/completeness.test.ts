// Every member of the installed konva has a Chinese description, and no description names a member konva no longer has.
import {describe, expect, it} from 'vitest';
import {extractApi, konvaRoot} from '../../../src/plugins/api-reference/extract';
import {checkDescriptions, documentedWithoutSection} from '../../../src/plugins/api-reference/requirements';
import {apiZh} from '../../../src/data/api-zh';

const model = extractApi(konvaRoot());
const result = checkDescriptions(model, apiZh);

describe(`Chinese API descriptions for konva ${model.version}`, () => {
  it('describe every class, member, event, config param and global (npx tsx src/plugins/api-reference/inventory.ts --missing)', () => {
    const missing = result.missing.map(
      (r) => `src/data/api-zh/${r.file}.ts  ${r.section}${r.name ? `.${r.name}` : ''}  — ${r.hint}`,
    );
    expect(missing, `${missing.length} descriptions missing:\n${missing.join('\n')}`).toEqual([]);
  });

  it('give every member Konva documents (@name, @method Konva.X#y, @memberof X.prototype) a section on its class page', () => {
    expect(model.documented).toContain('Node#to');
    expect(model.documented).toContain('Layer#width');
    const orphans = documentedWithoutSection(model);
    expect(orphans, `documented in Konva's JSDoc but without a section:\n${orphans.join('\n')}`).toEqual([]);
  });

  it('name only members that exist in the installed konva', () => {
    expect(
      result.stale,
      `descriptions for members konva ${model.version} does not have:\n${result.stale.join('\n')}`,
    ).toEqual([]);
  });
});
