// A unified diff of two texts by lines, for test failures that must show what changed (the upstream originals we
// record). It builds a table of n × m line pairs, which is fine for files of a few hundred lines, not for large ones.

type Op = {kind: ' ' | '-' | '+'; line: string};

const linesOf = (text: string): string[] => {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

/** The edit script of a longest common subsequence, removals before additions. */
function editScript(a: string[], b: string[]): Op[] {
  const width = b.length + 1;
  // common[i * width + j]: the longest common subsequence of a[i..] and b[j..]
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({kind: ' ', line: a[i++]!});
      j++;
    } else if (i < a.length && (j === b.length || common[(i + 1) * width + j]! >= common[i * width + j + 1]!)) {
      ops.push({kind: '-', line: a[i++]!});
    } else {
      ops.push({kind: '+', line: b[j++]!});
    }
  }
  return ops;
}

/** `--- old` / `+++ new` and hunks with `context` unchanged lines around each change; '' when the texts agree. */
export function unifiedDiff(oldText: string, newText: string, oldName: string, newName: string, context = 3): string {
  const ops = editScript(linesOf(oldText), linesOf(newText));
  // line numbers (1-based) in the old and new text where each op stands
  const oldAt: number[] = [];
  const newAt: number[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const op of ops) {
    oldAt.push(oldLine);
    newAt.push(newLine);
    if (op.kind !== '+') oldLine++;
    if (op.kind !== '-') newLine++;
  }
  const out: string[] = [];
  let k = 0;
  while (k < ops.length) {
    if (ops[k]!.kind === ' ') {
      k++;
      continue;
    }
    // a hunk runs on while the next change is within two contexts of the last one
    let last = k;
    for (let x = k; x < ops.length && x - last <= 2 * context; x++) if (ops[x]!.kind !== ' ') last = x;
    const start = Math.max(0, k - context);
    const end = Math.min(ops.length, last + context + 1);
    const hunk = ops.slice(start, end);
    const oldCount = hunk.filter((op) => op.kind !== '+').length;
    const newCount = hunk.filter((op) => op.kind !== '-').length;
    out.push(
      `@@ -${oldAt[start]! - (oldCount ? 0 : 1)},${oldCount} +${newAt[start]! - (newCount ? 0 : 1)},${newCount} @@`,
    );
    for (const op of hunk) out.push(op.kind + op.line);
    k = end;
  }
  return out.length ? [`--- ${oldName}`, `+++ ${newName}`, ...out].join('\n') : '';
}
