import {describe, expect, it} from 'vitest';
import {deflateSync, strToU8} from 'fflate';
import {
  decodeShare,
  encodeShare,
  MAX_CODE_BYTES,
  MAX_LINK_CHARS,
  shareErrorMessage,
  type ShareError,
} from '../../../src/plugins/playground/browser/shareCodec';
import {FLAVOURS} from '../../../src/plugins/playground/flavours';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const hashOf = (code: string) => {
  const r = encodeShare('vanilla', code);
  if (!r.ok) throw new Error('too long');
  return r.hash;
};
/** Deterministic text that compresses poorly (a linear congruential stream of letters). */
function noise(n: number): string {
  let x = 12345;
  let s = '';
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += String.fromCharCode(33 + (x % 90));
  }
  return s;
}

describe('分享 hash codec', () => {
  for (const flavour of FLAVOURS) {
    it(`${flavour}: round trip keeps the code exactly (Chinese, emoji, CRLF, </script>)`, () => {
      const code = `// 你好，Konva 🎉\r\nconst s = "</script><script>alert(1)</script>";\n\tconsole.log(s);\n`;
      const r = encodeShare(flavour, code, 'https://example.org/playground');
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.hash).toMatch(new RegExp(`^#v1/${flavour}/[A-Za-z0-9_-]+$`));
      expect(decodeShare(r.hash)).toEqual({ok: true, flavour, code});
      expect(decodeShare(r.hash.slice(1))).toEqual({ok: true, flavour, code});
    });
  }

  it('an empty program round trips', () => {
    expect(decodeShare(hashOf(''))).toEqual({ok: true, flavour: 'vanilla', code: ''});
  });

  it('refuses a link longer than MAX_LINK_CHARS, counting the page URL, and accepts one just under it', () => {
    const prefix = 'https://example.org/playground';
    const big = encodeShare('react', noise(9000), prefix);
    expect(big).toMatchObject({ok: false, error: 'too-long'});
    if (!big.ok) expect(big.length).toBeGreaterThan(MAX_LINK_CHARS);
    const fits = encodeShare('react', noise(4000), prefix);
    expect(fits.ok).toBe(true);
    if (fits.ok) expect(prefix.length + fits.hash.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
  });

  const hostile: [string, string, ShareError][] = [
    ['not a share hash', '#hello', 'format'],
    ['no data part', '#v1/vanilla', 'format'],
    ['unknown version', '#v9/vanilla/AAAA', 'version'],
    ['unknown flavour', `#v1/jquery/${b64url(deflateSync(strToU8('x')))}`, 'flavour'],
    ['flavour with markup', '#v1/<img src=x onerror=alert(1)>/AAAA', 'flavour'],
    ['characters outside base64url', '#v1/vanilla/ab+c/d==', 'base64'],
    ['impossible base64 length', '#v1/vanilla/abcde', 'base64'],
    ['empty data', '#v1/vanilla/', 'base64'],
    [
      'bytes that are not DEFLATE',
      `#v1/vanilla/${b64url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))}`,
      'compression',
    ],
    ['a truncated stream', `#v1/vanilla/${b64url(deflateSync(strToU8(noise(3000))).subarray(0, 600))}`, 'compression'],
    [
      'a decompression bomb (5 MB of zeros in a link under the limit)',
      `#v1/vanilla/${b64url(deflateSync(new Uint8Array(5_000_000), {level: 9}))}`,
      'size',
    ],
    ['invalid UTF-8', `#v1/vanilla/${b64url(deflateSync(new Uint8Array([0xc3, 0x28, 0xa0, 0xa1])))}`, 'text'],
    ['a hash over the length limit', `#v1/vanilla/${'A'.repeat(MAX_LINK_CHARS)}`, 'too-long'],
  ];
  for (const [name, hash, error] of hostile) {
    it(`rejects ${name} as ${error}, with a Chinese message`, () => {
      const r = decodeShare(hash);
      expect(r).toMatchObject({ok: false, error});
      if (!r.ok) expect(shareErrorMessage(r.error, r.detail)).toMatch(/[\u4e00-\u9fff]/);
    });
  }

  it('the bomb case really expands past the cap (so the test above checks the cap, not a corrupt stream)', () => {
    expect(5_000_000).toBeGreaterThan(MAX_CODE_BYTES);
    expect(b64url(deflateSync(new Uint8Array(5_000_000), {level: 9})).length).toBeLessThan(MAX_LINK_CHARS);
    const ok = decodeShare(`#v1/vanilla/${b64url(deflateSync(new Uint8Array(MAX_CODE_BYTES - 10).fill(0x61)))}`);
    expect(ok.ok).toBe(true);
  });
});
