// Sorted integer lists as short JSON-safe strings: deltas in base 32, one character per 5 bits, where the last
// character of a number comes from the first half of the alphabet and the others from the second half.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVabcdefghijklmnopqrstuvwxyz-_WXYZ';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeInts(values: readonly number[], delta = true): string {
  let out = '';
  let prev = 0;
  for (const v of values) {
    let n = delta ? v - prev : v;
    prev = v;
    if (n < 0) throw new Error('encodeInts: list is not sorted');
    let chunk = ALPHABET[n & 31];
    n = Math.floor(n / 32);
    while (n > 0) {
      chunk = ALPHABET[32 + (n & 31)] + chunk;
      n = Math.floor(n / 32);
    }
    out += chunk;
  }
  return out;
}

export function decodeInts(text: string, delta = true): number[] {
  const out: number[] = [];
  let n = 0;
  let prev = 0;
  for (const c of text) {
    const v = VALUE.get(c);
    if (v === undefined) throw new Error(`decodeInts: bad character ${c}`);
    if (v >= 32) n = n * 32 + (v - 32);
    else {
      n = n * 32 + v;
      prev = delta ? prev + n : n;
      out.push(prev);
      n = 0;
    }
  }
  return out;
}
