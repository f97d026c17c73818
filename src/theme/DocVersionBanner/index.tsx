// Replaces @docusaurus/theme-classic@3.10.2 src/theme/DocVersionBanner/index.tsx with nothing: the site documents one
// Konva version (`current`, no banner), so the theme's banner for unreleased or unmaintained versions never shows; its
// code, links and messages stayed in every docs page's JS. Restore the theme's (delete this file) if the docs ever keep
// older versions.
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
