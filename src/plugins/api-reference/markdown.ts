// Makes our Markdown descriptions safe inside generated MDX.

/** Escapes MDX-significant characters (`{`, `}`, `<`) outside inline code spans. */
export function mdxText(md: string): string {
  return md
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/([{}<])/g, '\\$1')))
    .join('');
}

/** A table cell: one line, pipes escaped (also inside code spans, as GFM tables require). */
export function cell(md: string): string {
  return mdxText(md.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** First sentence (up to the first 。), without Markdown links, for one-line summaries and meta descriptions. */
export function firstSentence(md: string): string {
  const plain = md.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
  const end = plain.indexOf('。');
  return (end >= 0 ? plain.slice(0, end + 1) : plain.split('\n')[0]).trim();
}

export function yamlString(s: string): string {
  return JSON.stringify(s);
}
