import {beforeAll, describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {buildLibs, type LibBuild} from '../../../src/plugins/playground/libs';
import {EXTRA_MODULES, FLAVOURS, RUNTIME_MODULES} from '../../../src/plugins/playground/flavours';

const root = path.resolve(__dirname, '../../..');
let libs: LibBuild;
beforeAll(async () => {
  libs = await buildLibs(root);
}, 120_000);

/** A 1×1 GIF whose one pixel is red. */
const ONE_PIXEL_GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAP8AAAAAACwAAAAAAQABAAACAkQBADs=', 'base64'));

/** Imports a built module in Node the way the runner does in the browser: `pg:` chunk names resolve to files. */
async function importBuilt(name: string): Promise<unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-libs-'));
  for (const [file, text] of libs.files) {
    fs.writeFileSync(
      path.join(dir, file.replace(/\.js$/, '.mjs')),
      text.replace(/(["'])pg:([\w.-]+)\.js\1/g, '$1./$2.mjs$1'),
    );
  }
  return import(pathToFileURL(path.join(dir, libs.manifest.modules[name]!.replace(/\.js$/, '.mjs'))).href);
}

describe('runtime library build', () => {
  it("every flavour's modules are in its file set", () => {
    for (const f of FLAVOURS)
      for (const name of RUNTIME_MODULES[f])
        expect(libs.manifest.flavours[f], name).toContain(libs.manifest.modules[name]);
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
  it('CommonJS packages work when imported: gifuct-js decodes a GIF, use-image is a function', async () => {
    const gifuct = (await importBuilt('gifuct-js')) as typeof import('gifuct-js');
    const frames = gifuct.decompressFrames(gifuct.parseGIF(ONE_PIXEL_GIF.buffer), true);
    expect(frames).toHaveLength(1);
    expect(Array.from(frames[0]!.patch.slice(0, 4))).toEqual([255, 0, 0, 255]);
    expect(typeof ((await importBuilt('use-image')) as {default: unknown}).default).toBe('function');
  });
});
