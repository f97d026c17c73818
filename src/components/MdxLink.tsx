// Rewritten from @docusaurus/theme-classic@3.10.2 src/theme/MDXComponents/A/index.tsx. Change: no class attribute
// when there is no class (the theme's clsx() of nothing is "", which React writes as class=""; 59 on Konva.Node).
import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import clsx from 'clsx';

export default function MdxLink(props: ComponentProps<'a'>): ReactNode {
  // MDX footnotes carry ids (user-content-fn-…): the theme keeps them clear of the sticky navbar.
  const anchorTargetClassName = useAnchorTargetClassName(props.id);
  return <Link {...props} className={clsx(anchorTargetClassName, props.className) || undefined} />;
}
