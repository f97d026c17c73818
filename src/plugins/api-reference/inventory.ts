// Lists every class and member that needs a Chinese description: `npx tsx src/plugins/api-reference/inventory.ts
// [--missing] [Class ...]`.
import {extractApi, konvaRoot} from './extract';
import {checkDescriptions, requirements} from './requirements';
import {apiZh} from '../../data/api-zh';

const args = process.argv.slice(2);
const onlyMissing = args.includes('--missing');
const files = new Set(args.filter((a) => !a.startsWith('--')));
const model = extractApi(konvaRoot());
const reqs = onlyMissing ? checkDescriptions(model, apiZh).missing : requirements(model);
let count = 0;
let current = '';
for (const r of reqs) {
  if (files.size && !files.has(r.file)) continue;
  if (r.file !== current) {
    current = r.file;
    console.log(`\n# src/data/api-zh/${r.file}.ts`);
  }
  console.log(`${r.section}${r.name ? `.${r.name}` : ''}\t${r.hint}`);
  count++;
}
console.log(`\n${count} ${onlyMissing ? 'missing descriptions' : 'descriptions needed'} (konva ${model.version})`);
