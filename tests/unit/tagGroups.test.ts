import {describe, expect, it} from 'vitest';
import {groupTags} from '../../src/lib/tagGroups';

describe('groupTags', () => {
  it('orders Chinese groups by pinyin, whatever the default locale (code-point order would put 中 first)', () => {
    const tags = [{label: '中文'}, {label: '性能'}, {label: '框架'}, {label: '移动端'}];
    expect(groupTags(tags).map((g) => g.letter)).toEqual(['框', '性', '移', '中']);
  });
  it('puts tags with the same first character in one group, sorted', () => {
    const groups = groupTags([{label: '动画'}, {label: 'react'}, {label: '动作'}, {label: 'React Native'}]);
    expect(groups.map((g) => [g.letter, g.tags.map((t) => t.label)])).toEqual([
      ['动', ['动画', '动作']],
      ['R', ['react', 'React Native']],
    ]);
  });
});
