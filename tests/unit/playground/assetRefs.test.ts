import {describe, expect, it} from 'vitest';
import {assetsOf} from '../../../src/plugins/playground/assetRefs';

describe('example asset references', () => {
  it('finds flat and sub-folder assets once each', () => {
    const src = `img.src = '/examples/assets/photo.png'; a = "/examples/assets/styling/dots.svg"; b = '/examples/assets/photo.png';`;
    expect(assetsOf(src)).toEqual(['photo.png', 'styling/dots.svg']);
  });

  it('never lets a reference climb out of the assets folder', () => {
    expect(assetsOf(`'/examples/assets/../secret.txt'`)).toEqual([]);
    const names = assetsOf(`'/examples/assets/a/../../x.png'`);
    expect(names.some((n) => n.split('/').some((seg) => /^\.+$/.test(seg)))).toBe(false);
    expect(names).not.toContain('x.png');
  });
});
