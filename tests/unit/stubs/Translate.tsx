// Stand-in for @docusaurus/Translate in unit tests: renders the default (Chinese) message.
import type {ReactNode} from 'react';

export default function Translate({children}: {children?: ReactNode; id?: string}): ReactNode {
  return children;
}
