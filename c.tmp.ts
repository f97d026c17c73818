import {extractApi, konvaRoot} from './src/plugins/api-reference/extract';
import {documentedWithoutSection, checkDescriptions} from './src/plugins/api-reference/requirements';
import {apiZh} from './src/data/api-zh';
const model = extractApi(konvaRoot());
console.log('without section', documentedWithoutSection(model));
const r = checkDescriptions(model, apiZh);
console.log(
  'missing',
  r.missing.map((m) => m.file + '.' + m.name + ' ' + m.hint),
);
console.log('stale', r.stale);
const byName = new Map(model.classes.map((c) => [c.name, c]));
for (const c of model.classes) {
  const own = new Set(c.members.map((m) => m.name));
  const pageNames = new Set([...own, ...c.inherited.flatMap((g) => g.members)]);
  for (const p of c.extends)
    for (const m of byName.get(p)?.members ?? []) if (!m.static && !pageNames.has(m.name)) console.log('MISSING on page', c.name, m.name);
  for (const m of c.members) if (m.overrides) console.log('override', c.name, m.name, '<', m.overrides);
  for (const m of c.members) if (m.deprecated) console.log('deprecated', c.name, m.name);
  if (c.deprecated) console.log('deprecated class', c.name);
}
for (const c of model.classes)
  for (const m of c.members) {
    if (m.options) console.log('options', c.name, m.name, m.options.rows.map((r) => r.name + ':' + r.type + '=' + r.default).join(' | '));
    if (m.signatures.some((s) => s.text.includes('<K') || s.text.includes('<Child'))) console.log(m.signatures.map((s) => s.text).join('\n'));
  }
console.log(
  model.classes
    .find((c) => c.name === 'Filters')!
    .members.slice(0, 2)
    .map((m) => m.signatures[0].text),
);
console.log(
  model.classes
    .find((c) => c.name === 'Tween')!
    .config.filter((p) => p.default)
    .map((p) => p.name + '=' + p.default),
);
console.log(model.globals.filter((g) => g.default).map((g) => g.name + '=' + g.default));
console.log(
  model.classes.flatMap((c) => c.members.filter((m) => m.default && /^[A-Z_]+$|\(\)|glob\./.test(m.default)).map((m) => c.name + m.name + m.default)),
);
