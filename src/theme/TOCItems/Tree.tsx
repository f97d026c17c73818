// The table of contents keeps its server HTML on the first page load (as static Markdown does, see
// src/plugins/speed/static-html): its entries are plain `#id` links and the theme highlights them through the DOM, so
// hydrating them only cost time (on Konva.Node, 117 entries: ~540 fibers). Rendered any other way, or for another
// page's headings, it is the theme's tree.
import React, {type ReactNode} from 'react';
import Tree from '@theme-original/TOCItems/Tree';
import type TreeType from '@theme/TOCItems/Tree';
import type {WrapperProps} from '@docusaurus/types';
import {KEEP, useKeptHtml} from '@site/src/plugins/speed/static-html/client/useKeptHtml';

type Props = WrapperProps<typeof TreeType>;

export default function TreeWrapper(props: Props): ReactNode {
  const {kept, ref} = useKeptHtml<HTMLUListElement>(props.toc);
  if (kept && !props.isChild && props.toc.length > 0) {
    return <ul ref={ref} className={props.className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  }
  return <Tree {...props} />;
}
