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

/** Markdown as plain text: code spans keep their text without backticks (an element name such as `<canvas>` loses
 * its brackets), links keep their text, bold markers go, runs of white space become one space. */
export function plainText(md: string): string {
  return md
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1 ? part.slice(1, -1).replace(/<\/?([A-Za-z][\w-]*)>/g, '$1') : part.replace(/\*\*/g, ''),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shortest meta description a search engine or social card gets: shorter summaries are completed below. */
export const MIN_DESCRIPTION = 20;

/**
 * A page's meta description: the first sentence of its summary as plain text; when that is shorter than
 * MIN_DESCRIPTION characters (`圆形。`), followed by a sentence naming the page, so the description is never just one
 * word.
 */
export function metaDescription(summary: string, fullName: string): string {
  const first = plainText(firstSentence(summary));
  if (Array.from(first).length >= MIN_DESCRIPTION) return first;
  const sentence = !first || /[。！？]$/.test(first) ? first : `${first}。`;
  return `${sentence}本页是 ${fullName} 的中文 API 参考。`;
}

export function yamlString(s: string): string {
  return JSON.stringify(s);
}
