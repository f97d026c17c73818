import {beforeAll, describe, expect, it} from 'vitest';
import path from 'node:path';
import {buildLibs, type LibBuild} from '../../../src/plugins/playground/libs';
import {EXTRA_MODULES, FLAVOURS, RUNTIME_MODULES} from '../../../src/plugins/playground/flavours';

const root = path.resolve(__dirname, '../../..');
let libs: LibBuild;
beforeAll(async () => {
  libs = await buildLibs(root);
}, 120_000);

describe('runtime library build', () => {
  it("every flavour's modules are in its file set", () => {
    for (const f of FLAVOURS) for (const name of RUNTIME_MODULES[f]) expect(libs.manifest.flavours[f], name).toContain(libs.manifest.modules[name]);
  });
  it('an extra library lists its own entry and none of the files every flavour already loads', () => {
    for (const f of FLAVOURS) {
      for (const name of EXTRA_MODULES[f]) {
        expect(libs.manifest.extras[name], name).toContain(libs.manifest.modules[name]);
        expect(
          libs.manifest.extras[name]!.filter((file) => FLAVOURS.every((g) => libs.manifest.flavours[g].includes(file))),
          name,
        ).toEqual([]);
      }
    }
  });
  it("jspdf's lazily imported html2canvas is not fetched with it", () => {
    const entry = libs.manifest.modules.jspdf!;
    const lazy = [...libs.files.keys()].filter((f) => f !== entry && /html2canvas/i.test(libs.files.get(f)!));
    expect(lazy.length).toBeGreaterThan(0);
    for (const f of lazy) expect(libs.manifest.extras.jspdf).not.toContain(f);
  });
  it('gifuct-js (CommonJS) exposes its named exports', () => {
    expect(libs.files.get(libs.manifest.modules['gifuct-js']!)).toMatch(/as parseGIF\b/);
    expect(libs.files.get(libs.manifest.modules['gifuct-js']!)).toMatch(/as decompressFrames\b/);
  });
});
