// Rewritten from @docusaurus/theme-classic@3.10.2 src/theme/MDXComponents/Li.tsx. Change: no class attribute when
// there is no class (the theme's clsx() of nothing is "", which React writes as class=""; 26 on Konva.Node).
import type {ComponentProps, ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import clsx from 'clsx';

export default function MdxListItem(props: ComponentProps<'li'>): ReactNode {
  // MDX footnotes are list items with ids (user-content-fn-…), which links may target.
  useBrokenLinks().collectAnchor(props.id);
  const anchorTargetClassName = useAnchorTargetClassName(props.id);
  return <li {...props} className={clsx(anchorTargetClassName, props.className) || undefined} />;
}
