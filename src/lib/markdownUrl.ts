// Where a page's Markdown copy lives, next to the page: /docs/shapes/Rect.html → /docs/shapes/Rect.md,
// /blog/welcome → /blog/welcome.md, /docs/sandbox/ → /docs/sandbox/index.md. Shared by the build and the page menu.
export function markdownPath(pagePath: string): string {
  const clean = pagePath.replace(/[?#].*$/, '');
  if (clean.endsWith('/')) return `${clean}index.md`;
  if (clean.endsWith('.html')) return `${clean.slice(0, -'.html'.length)}.md`;
  return `${clean}.md`;
}
