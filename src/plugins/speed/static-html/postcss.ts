// CSS written for top-level Markdown (`.markdown > h2`, Infima's rhythm; the theme's `header + *`) also has to
// reach blocks inside a <StaticHtml> wrapper: the wrapper makes no box (display: contents), but selectors see it.
import type {PluginCreator, Rule} from 'postcss';

export const ISLAND = '[data-static-html]';

/** `:first-child`/`:last-child` of the page's content are the first/last block of the first/last wrapper. */
const position = (compound: string): string =>
  compound.includes(':last-child') ? ':last-child' : compound.includes(':first-child') ? ':first-child' : '';

/** The selector's twin for content one wrapper deeper; null when it does not select top-level content. */
export function islandSelector(selector: string): string | null {
  if (selector.includes(ISLAND)) return null;
  const child = /\.markdown\s*>\s*([^\s>+~]+)/.exec(selector);
  if (child) {
    const compound = child[1]!;
    const before = selector.slice(0, child.index);
    const after = selector.slice(child.index + child[0].length);
    return `${before}.markdown>${ISLAND}${position(compound)}>${compound}${after}`;
  }
  // the block right after the doc's title header: now the first block of the wrapper that follows it
  const next = /header\s*\+\s*([^\s>+~]+)$/.exec(selector);
  if (next) {
    const compound = next[1]!;
    const first = compound.includes(':first-child') ? compound : `${compound}:first-child`;
    return `${selector.slice(0, next.index)}header+${ISLAND}>${first}`;
  }
  return null;
}

export const islandSelectors: PluginCreator<void> = () => ({
  postcssPlugin: 'konva-static-html',
  Rule(rule: Rule) {
    const extra = rule.selectors
      .map(islandSelector)
      .filter((s): s is string => s !== null && !rule.selectors.includes(s));
    if (extra.length > 0) rule.selectors = [...rule.selectors, ...extra];
  },
});
islandSelectors.postcss = true;
