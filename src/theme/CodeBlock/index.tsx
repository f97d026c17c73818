// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/index.tsx. Change: the theme remounts every code
// block once the page has hydrated (a key that changes with useIsBrowser) so its inline Prism colours catch up with the
// colour mode. Our colours are CSS variables (src/css/codeTokens.css), so the block hydrates once and keeps the
// server's markup (CodeBlock/Content).
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** A plain string when the children are only strings (so the copy button can copy them), else the children. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}
