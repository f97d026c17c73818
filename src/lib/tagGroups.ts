// Tag index groups in one fixed order: the theme sorted with the runtime's default locale (en-US in Node at build
// time, the reader's in the browser), so Chinese labels changed order after hydration (React #418).
const collator = new Intl.Collator('zh-Hans-CN');

/** Tags grouped by their first character; groups and the tags in each in pinyin order. */
export function groupTags<T extends {label: string}>(tags: readonly T[]): {letter: string; tags: T[]}[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = Array.from(tag.label)[0]?.toLocaleUpperCase('zh-Hans-CN') ?? '';
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, items]) => ({letter, tags: items.sort((a, b) => collator.compare(a.label, b.label))}));
}
