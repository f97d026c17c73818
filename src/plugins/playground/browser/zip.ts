// Lazy module: downloads the example as a ready-to-run Vite project (built offline in the browser).
import {makeZip, type TemplateData} from './makeZip';
import type {Flavour} from '../flavours';
import {assetsOf} from '../assetRefs';

let data: Promise<TemplateData> | null = null;

/** `base` is the playground folder's URL, `siteBase` the site's base URL (the assets are under it). */
export async function downloadProject(
  base: string,
  siteBase: string,
  version: string,
  flavour: Flavour,
  source: string,
  file?: string,
): Promise<void> {
  data ??= fetch(`${base}templates.json?v=${version}`).then((r) => r.json() as Promise<TemplateData>);
  const names = assetsOf(source);
  const assets: Record<string, Uint8Array> = {};
  await Promise.all(
    names.map(async (n) => {
      const r = await fetch(`${siteBase}examples/assets/${n}`);
      if (r.ok) assets[n] = new Uint8Array(await r.arrayBuffer());
    }),
  );
  const zip = makeZip(await data, flavour, source, assets, file);
  const url = URL.createObjectURL(new Blob([zip as BlobPart], {type: 'application/zip'}));
  const a = document.createElement('a');
  a.href = url;
  a.download = `konva-example-${flavour}.zip`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
