// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/TOC/index.tsx. Change: the desktop table of contents now
// stays mounted on a phone (see DocItem/Layout), hidden by CSS, so it follows the scroll position only where it can be
// seen.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';

import styles from './styles.module.css';

// A class of its own, so TOCInline/TOCCollapsible are never highlighted by mistake.
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): ReactNode {
  const shown = useWindowSize() !== 'mobile';
  return (
    <div className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems
        {...props}
        linkClassName={LINK_CLASS_NAME}
        linkActiveClassName={shown ? LINK_ACTIVE_CLASS_NAME : undefined}
      />
    </div>
  );
}
