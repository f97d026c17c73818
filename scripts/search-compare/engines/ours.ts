// Our index files: rebuilt from the records with buildIndex.ts (default, so a change to the engine is measured on
// the same records), or read as shipped from a build's search-index directory (--shipped).
import fs from 'node:fs';
import path from 'node:path';
import {buildIndex} from '../../../src/plugins/local-search/buildIndex';
import type {DocSearchRecord, IndexManifest} from '../../../src/plugins/local-search/types';
import type {Files} from '../runtime/types';

export function buildOurs(records: DocSearchRecord[], siteUrl: string): Files {
  const built = buildIndex(records, siteUrl);
  const body = built.body.map((b, i) => [`body-${i}.json`, b.json] as const);
  const manifest: IndexManifest = {version: 2, head: 'head.json', body: body.map(([n]) => n), records: built.docs};
  return {'manifest.json': JSON.stringify(manifest), 'head.json': built.head.json, ...Object.fromEntries(body)};
}

export function readShipped(dir: string): Files {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as IndexManifest;
  const files: Files = {'manifest.json': JSON.stringify(manifest)};
  for (const name of [manifest.head, ...manifest.body]) files[name] = fs.readFileSync(path.join(dir, name), 'utf8');
  return files;
}
