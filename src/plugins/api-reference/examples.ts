// Live examples on members: src/data/api-examples/<Class>/<member>.js, one short 原生 JS program each.
// The generator puts each under its member as a ```js live vanilla block (the playground starts it only near the
// viewport). Optional header lines, in this order: `// height: 220` sets the preview height (px, default 200);
// `// 提示：拖动圆形试试` is the one line telling the reader what to do, shown above the example.
import fs from 'node:fs';
import path from 'node:path';

export interface MemberExample {
  /** `Class#member` */
  key: string;
  file: string;
  code: string;
  height: number;
  /** what to try, shown above the example (interactive examples) */
  hint?: string;
}

export const DEFAULT_EXAMPLE_HEIGHT = 200;

export function examplesDir(siteDir: string = process.cwd()): string {
  return path.join(siteDir, 'src/data/api-examples');
}

export function readMemberExamples(dir: string = examplesDir()): Map<string, MemberExample> {
  const out = new Map<string, MemberExample>();
  if (!fs.existsSync(dir)) return out;
  for (const cls of fs.readdirSync(dir, {withFileTypes: true})) {
    if (!cls.isDirectory()) continue;
    for (const f of fs.readdirSync(path.join(dir, cls.name)).sort()) {
      if (!f.endsWith('.js')) continue;
      const file = path.join(dir, cls.name, f);
      let code = fs.readFileSync(file, 'utf8');
      let height = DEFAULT_EXAMPLE_HEIGHT;
      const m = /^\/\/ height: (\d+)\n/.exec(code);
      if (m) {
        height = Number(m[1]);
        code = code.slice(m[0].length);
      }
      const h = /^\/\/ 提示：(.+)\n/.exec(code);
      if (h) code = code.slice(h[0].length);
      const key = `${cls.name}#${f.replace(/\.js$/, '')}`;
      out.set(key, {
        key,
        file: path.relative(path.dirname(dir), file),
        code,
        height,
        ...(h ? {hint: h[1].trim()} : {}),
      });
    }
  }
  return out;
}
