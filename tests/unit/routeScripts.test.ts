import {describe, expect, it} from 'vitest';
import {keyByModule, registryModules} from '../../src/plugins/speed/route-scripts';

const registry = `export default {
  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "@theme/BlogTagsListPage", require.resolveWeak("@theme/BlogTagsListPage")],
  "c81c0002": [() => import(/* webpackChunkName: "c81c0002" */ "@site/content/api/core/Konva.Node.mdx"), "@site/content/api/core/Konva.Node.mdx", require.resolveWeak("@site/content/api/core/Konva.Node.mdx")],
  "3d9a1b2c": [() => import(/* webpackChunkName: "3d9a1b2c" */ "@generated/docusaurus-plugin-content-docs/default/p/category-\\u5f62\\u72b6-b29.json"), "x", require.resolveWeak("x")],
};
`;

describe('route-scripts', () => {
  it('reads each chunk name with the module path its loader imports', () => {
    const modules = registryModules(registry);
    expect([...modules]).toEqual([
      ['01a85c17', '@theme/BlogTagsListPage'],
      ['c81c0002', '@site/content/api/core/Konva.Node.mdx'],
      ['3d9a1b2c', '@generated/docusaurus-plugin-content-docs/default/p/category-形状-b29.json'],
    ]);
  });

  it('keys each chunk entry of the manifest by its module path too, leaving the rest alone', () => {
    const manifest = {origins: {c81c0002: ['4014', '5005', '7789'], main: ['9783'], '72': ['72']}};
    const added = keyByModule(manifest, registryModules(registry));
    expect(added).toBe(1);
    expect(manifest.origins).toEqual({
      c81c0002: ['4014', '5005', '7789'],
      main: ['9783'],
      '72': ['72'],
      '@site/content/api/core/Konva.Node.mdx': ['4014', '5005', '7789'],
    });
  });
});
