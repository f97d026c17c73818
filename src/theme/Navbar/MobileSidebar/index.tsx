// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/Navbar/MobileSidebar/index.tsx. Change: the menu's panels are
// built the first time the reader opens the menu. The theme built them on every page a phone opened, right after
// hydration: the primary menu and, twice as its content arrived, the whole docs sidebar, hundreds of components in one
// blocking task for a menu that is closed.
// The panel itself stays mounted on narrow screens, so it still slides in.
import React, {useState, type ReactNode} from 'react';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  const [opened, setOpened] = useState(false);
  if (mobileSidebar.shown && !opened) setOpened(true);
  if (!mobileSidebar.shouldRender) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={opened ? <NavbarMobileSidebarPrimaryMenu /> : null}
      secondaryMenu={opened ? <NavbarMobileSidebarSecondaryMenu /> : null}
    />
  );
}
