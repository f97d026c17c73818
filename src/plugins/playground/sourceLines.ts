// Source-map v3 `mappings` → for each generated line, the first source line it maps to (1-based; 0 = none).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function linesFromMappings(mappings: string): number[] {
  const result: number[] = [];
  let srcLine = 0;
  for (const lineStr of mappings.split(';')) {
    let first = 0;
    for (const seg of lineStr.split(',')) {
      if (!seg) continue;
      const vals: number[] = [];
      let shift = 0;
      let value = 0;
      for (const ch of seg) {
        const d = B64.indexOf(ch);
        value += (d & 31) << shift;
        if (d & 32) shift += 5;
        else {
          vals.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      if (vals.length >= 3) {
        srcLine += vals[2]!;
        if (!first) first = srcLine + 1;
      }
    }
    result.push(first);
  }
  return result;
}
