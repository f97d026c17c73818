// Which Chinese descriptions the model needs, and which written ones no longer match the installed konva.
import type {ApiClass, ApiModel} from './model';
import type {ClassZh, MemberZh} from '../../data/api-zh/types';

export type Section = 'summary' | 'members' | 'events' | 'config' | 'globals' | 'options';

export interface Requirement {
  /** data file (class name, or `Konva` for the namespace page) */
  file: string;
  section: Section;
  /** member, event, config param or global name (`member.option` for options); empty for `summary` */
  name: string;
  /** signature or type, to help the writer */
  hint: string;
}

/** Every member name reachable on a class page: own plus inherited. */
export function allMemberNames(c: ApiClass): Set<string> {
  return new Set([...c.members.map((m) => m.name), ...c.inherited.flatMap((g) => g.members)]);
}

/** Config params that are not also a member get their own description in the declaring class file. */
export function configOnlyParams(model: ApiModel): Map<string, Map<string, string>> {
  const byFile = new Map<string, Map<string, string>>();
  const known = new Set(model.classes.map((c) => c.name));
  const byName = new Map(model.classes.map((c) => [c.name, c]));
  for (const c of model.classes) {
    const members = allMemberNames(c);
    for (const p of c.config) {
      const origin = byName.get(p.origin);
      // Tween's config repeats NodeConfig: those params are Node members, described there
      if (members.has(p.name) || (origin && allMemberNames(origin).has(p.name))) continue;
      const file = known.has(p.origin) ? p.origin : c.name;
      const map = byFile.get(file) ?? new Map<string, string>();
      map.set(p.name, p.type);
      byFile.set(file, map);
    }
  }
  return byFile;
}

/**
 * Members Konva's JSDoc documents (`@name Konva.Layer#width`, `@method Konva.Node#to`) that have no section of their
 * own on that class's page. Each is a bug in the extraction: the completeness test fails on it.
 */
export function documentedWithoutSection(model: ApiModel): string[] {
  const byName = new Map(model.classes.map((c) => [c.name, c]));
  return model.documented.filter((key) => {
    const [cls, member] = key.split('#');
    return !byName.get(cls)?.members.some((m) => m.name === member);
  });
}

export function requirements(model: ApiModel): Requirement[] {
  const out: Requirement[] = [{file: 'Konva', section: 'summary', name: '', hint: 'Konva 命名空间概览'}];
  for (const g of model.globals) {
    out.push({file: 'Konva', section: 'globals', name: g.name, hint: g.signature?.text ?? g.type});
  }
  const configOnly = configOnlyParams(model);
  for (const c of model.classes) {
    out.push({file: c.name, section: 'summary', name: '', hint: `Konva.${c.name}`});
    for (const m of c.members) {
      out.push({
        file: c.name,
        section: 'members',
        name: m.name,
        hint: m.signatures.map((s) => s.text).join(' / ') || `${m.name}: ${m.type}`,
      });
    }
    for (const m of c.members) {
      for (const o of m.options?.rows ?? [])
        out.push({
          file: c.name,
          section: 'options',
          name: `${m.name}.${o.name}`,
          hint: `${m.name}(${m.options!.param}.${o.name}: ${o.type})`,
        });
    }
    for (const e of c.events) out.push({file: c.name, section: 'events', name: e.name, hint: `on('${e.name}')`});
    for (const [name, type] of configOnly.get(c.name) ?? [])
      out.push({file: c.name, section: 'config', name, hint: `config.${name}: ${type}`});
  }
  return out;
}

function memberParams(m: MemberZh): string[] {
  return typeof m === 'string' ? [] : Object.keys(m.params ?? {});
}

export interface CheckResult {
  missing: Requirement[];
  /** `File.section.name` keys written in src/data/api-zh that the installed konva does not have */
  stale: string[];
}

export function checkDescriptions(model: ApiModel, zh: Record<string, ClassZh>): CheckResult {
  const reqs = requirements(model);
  const has = (r: Requirement): boolean => {
    const doc = zh[r.file];
    if (!doc) return false;
    if (r.section === 'summary') return doc.summary.trim().length > 0;
    if (r.section === 'options') {
      const [member, option] = r.name.split('.');
      return (doc.options?.[member]?.[option] ?? '').trim().length > 0;
    }
    const entry = doc[r.section]?.[r.name];
    if (entry === undefined) return false;
    return (typeof entry === 'string' ? entry : entry.desc).trim().length > 0;
  };
  const missing = reqs.filter((r) => !has(r));
  const wanted = new Set(reqs.map((r) => `${r.file}.${r.section}.${r.name}`));
  const stale: string[] = [];
  for (const [file, doc] of Object.entries(zh)) {
    if (!wanted.has(`${file}.summary.`)) {
      stale.push(`${file} (no such class in konva)`);
      continue;
    }
    for (const [member, opts] of Object.entries(doc.options ?? {})) {
      for (const o of Object.keys(opts))
        if (!wanted.has(`${file}.options.${member}.${o}`)) stale.push(`${file}.options.${member}.${o}`);
    }
    for (const section of ['members', 'events', 'config', 'globals'] as const) {
      for (const name of Object.keys(doc[section] ?? {})) {
        if (!wanted.has(`${file}.${section}.${name}`)) stale.push(`${file}.${section}.${name}`);
      }
    }
    const cls = model.classes.find((c) => c.name === file);
    for (const [name, entry] of Object.entries(doc.members)) {
      const sigs = cls?.members.find((m) => m.name === name)?.signatures ?? [];
      const real = new Set(sigs.flatMap((s) => s.params.map((p) => p.name)));
      for (const p of memberParams(entry))
        if (sigs.length && !real.has(p)) stale.push(`${file}.members.${name}.params.${p}`);
    }
    for (const [name, entry] of Object.entries(doc.globals ?? {})) {
      const sig = model.globals.find((g) => g.name === name)?.signature;
      const real = new Set(sig?.params.map((p) => p.name) ?? []);
      for (const p of memberParams(entry)) if (!real.has(p)) stale.push(`Konva.globals.${name}.params.${p}`);
    }
  }
  return {missing, stale};
}
