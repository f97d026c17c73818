// 分享 links: a flavour and its code in the URL's hash, `#v1/<flavour>/<data>`, where <data> is the UTF-8 code,
// raw-DEFLATE compressed (fflate) and base64url encoded without padding. The hash never reaches a server. Decoding
// trusts nothing: every failure is a typed reason, and inflating stops as soon as the output passes a size cap.
import {deflateSync, Inflate} from 'fflate';
import {FLAVOURS, isFlavour, type Flavour} from '../flavours';

export const SHARE_VERSION = 'v1';
/** Longest link we hand out (whole URL): RFC 9110 asks every sender and recipient to support 8,000-octet URIs, so a
 * link this long still survives chats, issue trackers and e-mail clients, which cut or refuse longer ones. */
export const MAX_LINK_CHARS = 8000;
/** Longest code a link may unpack to (UTF-8 bytes); far above any example, far below what could hurt a tab. */
export const MAX_CODE_BYTES = 200_000;
/** Compressed input is inflated in slices this long, so one slice yields at most ~1 MB (DEFLATE's 1:1032 ratio). */
const SLICE = 256;

export type ShareError = 'format' | 'version' | 'flavour' | 'too-long' | 'base64' | 'compression' | 'size' | 'text';

export type Decoded = {ok: true; flavour: Flavour; code: string} | {ok: false; error: ShareError; detail?: string};

export type Encoded = {ok: true; hash: string} | {ok: false; error: 'too-long'; length: number};

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** null unless `text` is strict base64url (the alphabet only, no padding, a length base64 can have). */
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The hash (with `#`) for a flavour's code, unless `prefix` (the page URL before the hash) plus it would be too
 * long. */
export function encodeShare(flavour: Flavour, code: string, prefix = ''): Encoded {
  const data = toBase64Url(deflateSync(new TextEncoder().encode(code), {level: 9}));
  const hash = `#${SHARE_VERSION}/${flavour}/${data}`;
  const length = prefix.length + hash.length;
  return length > MAX_LINK_CHARS ? {ok: false, error: 'too-long', length} : {ok: true, hash};
}

class TooBig extends Error {}

/** Raw DEFLATE → bytes, throwing TooBig as soon as the output passes `max` (the input is pushed in small slices). */
function inflateCapped(input: Uint8Array, max: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let size = 0;
  let done = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > max) throw new TooBig();
    parts.push(chunk);
    if (final) done = true;
  });
  for (let i = 0; i < input.length; i += SLICE) inflate.push(input.subarray(i, i + SLICE), i + SLICE >= input.length);
  if (!done) throw new Error('incomplete');
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Reads a location hash (with or without `#`); an empty hash is not a share link (`format`). */
export function decodeShare(rawHash: string): Decoded {
  const hash = rawHash.replace(/^#/, '');
  const m = /^(v\d+)\/([^/]*)\/(.*)$/s.exec(hash);
  if (!m) return {ok: false, error: 'format'};
  const [, version, flavour, data] = m as unknown as [string, string, string, string];
  if (version !== SHARE_VERSION) return {ok: false, error: 'version', detail: version};
  if (!isFlavour(flavour)) return {ok: false, error: 'flavour', detail: flavour.slice(0, 40)};
  if (hash.length > MAX_LINK_CHARS) return {ok: false, error: 'too-long', detail: String(hash.length)};
  const bytes = fromBase64Url(data);
  if (!bytes || bytes.length === 0) return {ok: false, error: 'base64'};
  let raw: Uint8Array;
  try {
    raw = inflateCapped(bytes, MAX_CODE_BYTES);
  } catch (e) {
    return e instanceof TooBig ? {ok: false, error: 'size'} : {ok: false, error: 'compression'};
  }
  let code: string;
  try {
    code = new TextDecoder('utf-8', {fatal: true}).decode(raw);
  } catch {
    return {ok: false, error: 'text'};
  }
  return {ok: true, flavour, code};
}

/** What the reader is told, in Chinese, for each way a link can be wrong. */
export function shareErrorMessage(error: ShareError, detail?: string): string {
  switch (error) {
    case 'format':
      return '链接里的内容不是演练场的分享格式（应为 #v1/类型/数据）。';
    case 'version':
      return `不认识这个分享链接的版本（${detail ?? ''}）。`;
    case 'flavour':
      return `分享链接里的代码类型“${detail ?? ''}”不存在（可用：${FLAVOURS.join('、')}）。`;
    case 'too-long':
      return `分享链接太长（超过 ${MAX_LINK_CHARS} 个字符），已拒绝打开。`;
    case 'base64':
      return '分享链接里的代码数据已损坏（不是有效的 base64url 文本），可能复制时少了一段。';
    case 'compression':
      return '无法解压分享链接里的代码（数据已损坏或被截断）。';
    case 'size':
      return `分享链接里的代码解压后超过 ${MAX_CODE_BYTES / 1000} KB 上限，已拒绝打开。`;
    case 'text':
      return '分享链接里的代码不是有效的 UTF-8 文本。';
  }
}
