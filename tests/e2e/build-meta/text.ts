// What a page's meta description must be: plain text a search engine or a social card shows as it stands.

export const MIN_DESCRIPTION_CHARS = 20;

/** Why a description is not plain text of a useful length, or null when it is fine. */
export function descriptionProblem(description: string | undefined): string | null {
  const text = description?.trim() ?? '';
  if (!text) return 'none';
  if (/`/.test(text)) return 'Markdown backticks';
  if (/\[[^\]]*\]\([^)]*\)/.test(text)) return 'Markdown link';
  if (/\*\*[^*]+\*\*/.test(text)) return 'Markdown emphasis';
  // Markup that rendering leaves behind, not prose that names an element (`<img>`) or a generic (`useRef<T>`).
  if (
    /<\/?(a|b|br|code|del|div|em|i|kbd|p|pre|span|strong|sub|sup)(\s[^>]*)?\/?>|&(amp|lt|gt|quot|nbsp|#\d+);/i.test(
      text,
    )
  )
    return 'HTML';
  // Array.from counts characters, not UTF-16 units
  if (Array.from(text).length < MIN_DESCRIPTION_CHARS) return `${Array.from(text).length} characters`;
  return null;
}
