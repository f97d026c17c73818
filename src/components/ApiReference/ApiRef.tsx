// A member or event name in a compact table row: carries the row's anchor (so /api/Konva.Rect.html#cache lands on
// the inherited row) and, for inherited members, links to the section in the declaring class.
import React from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

export default function ApiRef({id, name, to}: {id: string; name: string; to?: string}) {
  // register the row's id as an anchor, so links to it count as valid in the build's anchor check
  useBrokenLinks().collectAnchor(id);
  const code = <code>{name}</code>;
  return to ? (
    <Link id={id} to={to} className={styles.ref}>
      {code}
    </Link>
  ) : (
    <span id={id} className={styles.ref}>
      {code}
    </span>
  );
}
