import {describe, expect, it} from 'vitest';
import {checkDescriptions, configOnlyParams} from '../../../src/plugins/api-reference/requirements';
import type {ApiModel} from '../../../src/plugins/api-reference/model';

const model: ApiModel = {
  version: '0.0.0',
  documented: [],
  globals: [{name: 'pixelRatio', kind: 'property', type: 'number'}],
  classes: [
    {
      name: 'Node',
      kind: 'class',
      role: 'core',
      extends: [],
      events: [{name: 'dragstart'}],
      inherited: [],
      config: [
        {name: 'x', type: 'number', optional: true, origin: 'Node'},
        {name: 'rotationDeg', type: 'number', optional: true, origin: 'Node'},
      ],
      members: [
        {
          name: 'x',
          kind: 'getset',
          static: false,
          signatures: [
            {
              role: 'setter',
              params: [{name: 'value', type: 'number', optional: false, rest: false}],
              returns: 'this',
              text: '',
            },
          ],
        },
      ],
    },
    {
      name: 'Rect',
      kind: 'class',
      role: 'shape',
      extends: ['Node'],
      events: [],
      inherited: [{from: 'Node', members: ['x']}],
      config: [
        {name: 'x', type: 'number', optional: true, origin: 'Node'},
        {name: 'cornerRadius', type: 'number', optional: true, origin: 'Rect'},
      ],
      members: [{name: 'cornerRadius', kind: 'getset', static: false, signatures: []}],
    },
  ],
};

describe('description requirements', () => {
  it('asks for config params only when no member of that name describes them', () => {
    const map = configOnlyParams(model);
    expect([...(map.get('Node')?.keys() ?? [])]).toEqual(['rotationDeg']);
    expect(map.has('Rect')).toBe(false);
  });

  it('reports each missing description by file, section and name', () => {
    const {missing} = checkDescriptions(model, {
      Konva: {summary: '命名空间', members: {}, globals: {}},
      Node: {summary: '节点', members: {x: '横坐标'}, events: {}, config: {rotationDeg: '旋转角度'}},
      Rect: {summary: '', members: {}},
    });
    expect(missing.map((r) => `${r.file}.${r.section}.${r.name}`)).toEqual([
      'Konva.globals.pixelRatio',
      'Node.events.dragstart',
      'Rect.summary.',
      'Rect.members.cornerRadius',
    ]);
  });

  it('reports descriptions of members, params and classes that do not exist', () => {
    const {stale} = checkDescriptions(model, {
      Konva: {summary: '命名空间', members: {}, globals: {pixelRatio: '像素比', oldSetting: '旧'}},
      Node: {
        summary: '节点',
        members: {x: {desc: '横坐标', params: {val: '旧参数名'}}, removedMethod: '已删除'},
        events: {dragstart: '拖动'},
        config: {rotationDeg: '角度'},
      },
      Rect: {summary: '矩形', members: {cornerRadius: '圆角'}},
      Gone: {summary: '不存在的类', members: {}},
    });
    expect(stale.sort()).toEqual(
      [
        'Gone (no such class in konva)',
        'Konva.globals.oldSetting',
        'Node.members.removedMethod',
        'Node.members.x.params.val',
      ].sort(),
    );
  });

  it('treats empty strings as missing', () => {
    const {missing} = checkDescriptions(model, {
      Konva: {summary: ' ', members: {}, globals: {pixelRatio: ''}},
      Node: {summary: '节点', members: {x: {desc: ''}}, events: {dragstart: '拖动'}, config: {rotationDeg: '角度'}},
      Rect: {summary: '矩形', members: {cornerRadius: '圆角'}},
    });
    expect(missing.map((r) => `${r.file}.${r.section}.${r.name}`)).toEqual([
      'Konva.summary.',
      'Konva.globals.pixelRatio',
      'Node.members.x',
    ]);
  });
});
