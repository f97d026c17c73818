// Read the Chinese API descriptions and the docs pages the fact tests check.
import fs from 'node:fs';
import path from 'node:path';
import type {ClassZh, MemberZh} from '../../../src/data/api-zh/types';

export async function zhDoc(cls: string): Promise<ClassZh> {
  return ((await import(`../../../src/data/api-zh/${cls}.ts`)) as {default: ClassZh}).default;
}

/** description, parameter and return text of one member, joined */
export function memberText(m: MemberZh | undefined): string {
  if (!m) return '';
  if (typeof m === 'string') return m;
  return [m.desc, ...Object.values(m.params ?? {}), m.returns ?? ''].join('\n');
}

export async function zh(cls: string, member: string): Promise<string> {
  const doc = await zhDoc(cls);
  return memberText(doc.members[member] ?? doc.globals?.[member]);
}

export function docPage(rel: string): string {
  return fs.readFileSync(path.join(process.cwd(), 'content/docs', rel), 'utf8');
}
