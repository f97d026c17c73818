// Example assets are referenced by literal path: /examples/assets/NAME, where NAME may contain
// sub-folders (/examples/assets/styling/dots.svg) but never a `.`-only segment.
const ASSET_REF = /\/examples\/assets\/((?:[\w-][\w.-]*\/)*[\w-][\w.-]*)/g;

/** The asset names (relative to static/examples/assets/) that an example's source uses. */
export function assetsOf(source: string): string[] {
  return [...new Set([...source.matchAll(ASSET_REF)].map((m) => m[1]!))];
}
