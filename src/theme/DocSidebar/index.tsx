// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/DocSidebar/index.tsx. Change: the desktop sidebar from the
// server HTML stays mounted on narrow screens, where CSS hides it. The theme unmounted it right after hydration on a
// phone (and mounted the mobile one in its place), a blocking re-render of the whole sidebar on every page load. The
// mobile menu's filler is added beside it.
import React, {memo, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

// The window size changing must not re-render the sidebar's items.
const Desktop = memo(DocSidebarDesktop);

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <Desktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
