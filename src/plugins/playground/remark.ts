// Remark plugin: each run of consecutive ```lang live``` fences becomes one <KonvaPlayground> element
// (the fences stay inside as its children, so the highlighted code is server-rendered); every block is
// compiled here, and a compile error fails the build with the file and line.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {compileExample, ExampleCompileError} from './compile/index';
import {flavourOf, isLiveMeta, FLAVOURS, type Flavour} from './flavours';
import {assetsOf} from './assetRefs';

/** Bump when the compiled format changes: it is part of every example's content hash. */
export const COMPILE_VERSION = '2';
export const DEFAULT_HEIGHT = 300;

export interface RemarkPlaygroundOptions {
  /** Where compiled examples are written (the plugin copies them into the build). */
  cacheDir?: string;
}

export function defaultCacheDir(siteDir = process.cwd()): string {
  return path.join(siteDir, 'node_modules', '.cache', 'konva-playground');
}

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: Node[];
  [k: string]: unknown;
}

export interface ExampleRef {
  /** flavour */
  f: Flavour;
  /** content hash: build/playground/ex/<h>.json */
  h: string;
  /** asset file names the code references */
  a: string[];
}

export function exampleHash(flavour: Flavour, source: string): string {
  return crypto.createHash('sha256').update(`${COMPILE_VERSION}\0${flavour}\0${source}`).digest('hex').slice(0, 16);
}

export {assetsOf};

/** The file the docs page fetches for a compiled example (build/playground/ex/<hash>.json). */
export function exampleJson(compiled: {code: string; lines?: number[]}): string {
  return JSON.stringify({code: compiled.code, lines: compiled.lines});
}

/** `height=NNN` from the group's meta (authors put it on the first block; any block counts). */
function heightOf(meta: string): number {
  const m = meta.match(/(?:^|\s)height=(\d+)/);
  return m ? Number(m[1]) : DEFAULT_HEIGHT;
}

const attr = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

export default function remarkPlayground(options: RemarkPlaygroundOptions = {}) {
  const exDir = path.join(options.cacheDir ?? defaultCacheDir(), 'ex');
  return async (tree: Node, file: {path?: string; history?: string[]}) => {
    const filePath = file.path ?? file.history?.[0] ?? 'unknown.mdx';
    const jobs: Promise<void>[] = [];
    let used = false;
    const walk = (parent: Node) => {
      const kids = parent.children;
      if (!kids) return;
      for (let i = 0; i < kids.length; i++) {
        const n = kids[i]!;
        if (n.type === 'code' && isLiveMeta(n.meta)) {
          let j = i;
          while (j < kids.length && kids[j]!.type === 'code' && isLiveMeta(kids[j]!.meta)) j++;
          const blocks = kids.slice(i, j);
          const refs: ExampleRef[] = [];
          for (const b of blocks) {
            const flavour = flavourOf(b.lang, b.meta ?? '');
            const line = b.position?.start.line ?? 0;
            if (!flavour) throw new Error(`${filePath}:${line}: 无法识别的 live 代码块语言 "${b.lang}"（可用：${FLAVOURS.join(', ')}）`);
            if (refs.some((r) => r.f === flavour)) throw new Error(`${filePath}:${line}: 同一示例里 ${flavour} 出现了两次`);
            const source = b.value ?? '';
            const h = exampleHash(flavour, source);
            refs.push({f: flavour, h, a: assetsOf(source)});
            jobs.push(compileInto(exDir, h, flavour, source, filePath, line));
          }
          // Children keep the order of FLAVOURS, whatever order the author wrote.
          const order = refs.map((r, k) => ({r, b: blocks[k]!})).sort((x, y) => FLAVOURS.indexOf(x.r.f) - FLAVOURS.indexOf(y.r.f));
          const el: Node = {
            type: 'mdxJsxFlowElement',
            name: 'KonvaPlayground',
            attributes: [attr('examples', JSON.stringify(order.map((o) => o.r))), attr('height', String(heightOf(blocks.map((b) => b.meta ?? '').join(' '))))],
            children: order.map((o) => o.b),
          };
          kids.splice(i, j - i, el);
          used = true;
        } else {
          walk(n);
        }
      }
    };
    walk(tree);
    await Promise.all(jobs);
    if (used) tree.children!.unshift(importNode());
  };
}

async function compileInto(exDir: string, hash: string, flavour: Flavour, source: string, filePath: string, fenceLine: number): Promise<void> {
  const out = path.join(exDir, `${hash}.json`);
  if (fs.existsSync(out)) return;
  try {
    const compiled = await compileExample(flavour, source, 'App');
    await fs.promises.mkdir(exDir, {recursive: true});
    await fs.promises.writeFile(out, exampleJson(compiled));
  } catch (e) {
    if (e instanceof ExampleCompileError) {
      throw new Error(`${filePath}:${fenceLine + e.line}: ${flavour} 示例编译失败：${e.message}`, {cause: e});
    }
    throw e;
  }
}

function importNode(): Node {
  const source = '@site/src/components/Playground';
  return {
    type: 'mdxjsEsm',
    value: `import KonvaPlayground from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'KonvaPlayground'}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}
