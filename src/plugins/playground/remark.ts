// Remark plugin: each run of consecutive ```lang live``` fences becomes one <KonvaPlayground> element
// (the fences stay inside as its children, so the highlighted code is server-rendered); every block is
// compiled here, and a compile error fails the build with the file and line. The element gets each
// block's flavour, hash, assets and source; the page's examples are also recorded in the cache
// (pages/<file hash>.json) for postBuild, which copies the compiled files into the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {compileExample, ExampleCompileError} from './compile/index';
import {flavourOf, isLiveMeta, FLAVOURS, type Flavour} from './flavours';
import {assetsOf} from './assetRefs';
import {playgroundKey} from './cacheKey';
import {validatePlaygroundOptions, type PlaygroundOptions} from './options';

export const DEFAULT_HEIGHT = 300;
/** The site this plugin lives in (src/plugins/playground → the site root). */
const SITE_DIR = path.resolve(__dirname, '../../..');

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

/** What the page gets for each block: the ref plus the block's source (the editor, copy and download use it). */
export interface ExampleProp extends ExampleRef {
  s: string;
  /** 1 when a React block is written in TypeScript (```tsx): the download names it App.tsx */
  t?: 1;
}

/** One page's examples as recorded for postBuild: each example is its flavours' refs. */
export interface PageRecord {
  file: string;
  examples: ExampleRef[][];
}

/**
 * The compiled file's name: the block's flavour and source plus `key` (the playground's cache key: lock file,
 * installed versions, every plugin source file, options), so an upgrade or a compiler change gives new names.
 */
export function exampleHash(flavour: Flavour, source: string, key: string): string {
  return crypto.createHash('sha256').update(`${key}\0${flavour}\0${source}`).digest('hex').slice(0, 16);
}

/** Where the remark plugin records the examples of one .mdx file. */
export function pageRecordFile(cacheDir: string, mdxFile: string): string {
  return path.join(
    cacheDir,
    'pages',
    `${crypto.createHash('sha256').update(path.resolve(mdxFile)).digest('hex').slice(0, 16)}.json`,
  );
}

export function readPageRecord(cacheDir: string, mdxFile: string): PageRecord | null {
  const file = pageRecordFile(cacheDir, mdxFile);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageRecord) : null;
}

/** Write via a temporary file and rename, so a concurrent reader (the client and server compiles) never sees half a
 * file. */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), {recursive: true});
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

const keys = new Map<string, string>();
function keyFor(options: PlaygroundOptions): string {
  const id = JSON.stringify(options);
  let k = keys.get(id);
  if (!k) keys.set(id, (k = playgroundKey({siteDir: SITE_DIR, options})));
  return k;
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

export default function remarkPlayground(userOptions: Partial<PlaygroundOptions> = {}) {
  const options = validatePlaygroundOptions(userOptions, SITE_DIR);
  const exDir = path.join(options.cacheDir, 'ex');
  const key = keyFor(options);
  return async (tree: Node, file: {path?: string; history?: string[]}) => {
    const filePath = file.path ?? file.history?.[0] ?? 'unknown.mdx';
    // Errors name the file relative to the site (content/docs/…/Page.mdx:LINE).
    const shownPath = path.isAbsolute(filePath) ? path.relative(SITE_DIR, filePath) : filePath;
    const jobs: Promise<void>[] = [];
    const pageExamples: ExampleRef[][] = [];
    const walk = (parent: Node) => {
      const kids = parent.children;
      if (!kids) return;
      for (let i = 0; i < kids.length; i++) {
        const n = kids[i]!;
        if (n.type === 'code' && isLiveMeta(n.meta)) {
          let j = i;
          while (j < kids.length && kids[j]!.type === 'code' && isLiveMeta(kids[j]!.meta)) j++;
          const blocks = kids.slice(i, j);
          const refs: ExampleProp[] = [];
          for (const b of blocks) {
            const flavour = flavourOf(b.lang, b.meta ?? '');
            const line = b.position?.start.line ?? 0;
            if (!flavour)
              throw new Error(
                `${shownPath}:${line}: 无法识别的 live 代码块语言 "${b.lang}"（可用：${FLAVOURS.join(', ')}）`,
              );
            if (refs.some((r) => r.f === flavour))
              throw new Error(`${shownPath}:${line}: 同一示例里 ${flavour} 出现了两次`);
            const source = b.value ?? '';
            const h = exampleHash(flavour, source, key);
            refs.push({
              f: flavour,
              h,
              a: assetsOf(source),
              s: source,
              ...(flavour === 'react' && b.lang === 'tsx' ? {t: 1 as const} : {}),
            });
            jobs.push(compileInto(exDir, h, flavour, source, shownPath, line));
          }
          // Children keep the order of FLAVOURS, whatever order the author wrote.
          const order = refs
            .map((r, k) => ({r, b: blocks[k]!}))
            .sort((x, y) => FLAVOURS.indexOf(x.r.f) - FLAVOURS.indexOf(y.r.f));
          const el: Node = {
            type: 'mdxJsxFlowElement',
            name: 'KonvaPlayground',
            attributes: [
              attr('examples', JSON.stringify(order.map((o) => o.r))),
              attr('height', String(heightOf(blocks.map((b) => b.meta ?? '').join(' ')))),
            ],
            children: order.map((o) => o.b),
          };
          kids.splice(i, j - i, el);
          pageExamples.push(order.map(({r}) => ({f: r.f, h: r.h, a: r.a})));
        } else {
          walk(n);
        }
      }
    };
    walk(tree);
    await Promise.all(jobs);
    const record = pageRecordFile(options.cacheDir, filePath);
    if (pageExamples.length) {
      tree.children!.unshift(importNode());
      await writeFileAtomic(record, JSON.stringify({file: shownPath, examples: pageExamples} satisfies PageRecord));
    } else if (fs.existsSync(record)) {
      await fs.promises.rm(record, {force: true});
    }
  };
}

async function compileInto(
  exDir: string,
  hash: string,
  flavour: Flavour,
  source: string,
  filePath: string,
  fenceLine: number,
): Promise<void> {
  const out = path.join(exDir, `${hash}.json`);
  if (fs.existsSync(out)) return;
  try {
    const compiled = await compileExample(flavour, source, 'App');
    await writeFileAtomic(out, exampleJson(compiled));
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
