// Everything a runner needs, fetched by the docs page (same origin, HTTP-cached, kept in memory for
// re-runs) and posted to the sandboxed runner, which can fetch nothing from the site itself.
import {importsOf, type Flavour} from '../../plugins/playground/flavours';

export interface RunPayload {
  type: 'run';
  code: string;
  lines?: number[];
  libs: Record<string, string>;
  assets: Record<string, {type: string; bytes: ArrayBuffer}>;
}

const memo = new Map<string, Promise<unknown>>();

/** A download the page's starter script began before hydration (src/lib/ssrTemplate.ts), taken once. */
function takeWarm(url: string): Promise<Response> | undefined {
  const warm = (window as {__pgWarm?: Record<string, Promise<Response>>}).__pgWarm;
  const p = warm?.[url];
  if (p) delete warm[url];
  return p;
}

function once<T>(url: string, read: (r: Response) => Promise<T>): Promise<T> {
  let p = memo.get(url) as Promise<T> | undefined;
  if (!p) {
    p = (takeWarm(url) ?? fetch(url)).then((r) => {
      if (r.status === 404 && url.includes('libs.json'))
        throw new Error('示例运行器只在构建后的站点里提供（npm start 没有它）：请用 npm run preview 查看示例。');
      if (!r.ok) throw new Error(`无法加载 ${url}（HTTP ${r.status}）`);
      return read(r);
    });
    p.catch(() => memo.delete(url));
    memo.set(url, p);
  }
  return p;
}

export async function runnerPayload(
  base: string,
  siteBase: string,
  version: string,
  flavour: Flavour,
  example: {hash: string} | {code: string; lines?: number[]},
  assetNames: string[],
): Promise<RunPayload> {
  const manifestP = once(
    `${base}libs.json?v=${version}`,
    (r) => r.json() as Promise<{flavours: Record<Flavour, string[]>; extras?: Record<string, string[]>}>,
  );
  const exampleP =
    'hash' in example
      ? once(
          `${base}ex/${example.hash}.json?v=${version}`,
          (r) => r.json() as Promise<{code: string; lines?: number[]}>,
        )
      : Promise.resolve(example);
  // The flavour's files, plus those of an extra library (react-konva-utils, ...) only when the code imports it.
  const libsP = Promise.all([manifestP, exampleP]).then(async ([m, ex]) => {
    const extra = importsOf(ex.code).flatMap((name) => m.extras?.[name] ?? []);
    const files = [...new Set([...m.flavours[flavour], ...extra])];
    const texts = await Promise.all(files.map((f) => once(`${base}lib/${f}`, (r) => r.text())));
    return Object.fromEntries(files.map((f, i) => [f, texts[i]!]));
  });
  const assetsP = Promise.all(
    assetNames.map((n) =>
      once(`${siteBase}examples/assets/${n}`, async (r) => {
        const blob = await r.blob();
        return {type: blob.type, bytes: await blob.arrayBuffer()};
      }).then((a) => [n, a] as const),
    ),
  );
  const [libs, ex, assets] = await Promise.all([libsP, exampleP, assetsP]);
  return {type: 'run', code: ex.code, lines: ex.lines, libs, assets: Object.fromEntries(assets)};
}
