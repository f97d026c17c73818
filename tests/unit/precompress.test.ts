// scripts/lib/precompress.ts: .br and .gz beside text files worth it, nothing beside small or binary ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {precompress} from '../../scripts/lib/precompress';

describe('precompress', () => {
  it('writes .br and .gz that decompress to the file, and skips small files and compressed types', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const text = '拖动事件 Konva.Rect '.repeat(500);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/main.js'), text);
    fs.writeFileSync(path.join(dir, 'small.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'image.png'), Buffer.alloc(4096, 7));
    const stats = await precompress(dir);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/main.js.br'))).toString()).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/main.js.gz'))).toString()).toBe(text);
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'image.png', 'small.css']);
    expect(stats.files).toBe(1);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
