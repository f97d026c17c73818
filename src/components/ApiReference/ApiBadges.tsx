// Small labels beside an API member: what kind it is, static, deprecated.
import React from 'react';
import styles from './styles.module.css';

type Kind = 'method' | 'property' | 'getset';

const labels: Record<Kind, string> = {method: '方法', property: '属性', getset: 'getter / setter'};

/** Without `kind` (a deprecated class under its title) only the other badges show. */
export default function ApiBadges({
  kind,
  isStatic,
  deprecated,
}: {
  kind?: Kind;
  isStatic?: boolean;
  deprecated?: boolean;
}) {
  // one badge (most members): a single element instead of a wrapper and a badge
  if (kind && !isStatic && !deprecated) {
    return (
      <span className={`${styles.badges} ${styles.badge}`} data-kind={kind}>
        {labels[kind]}
      </span>
    );
  }
  return (
    <span className={styles.badges}>
      {kind && (
        <span className={styles.badge} data-kind={kind}>
          {labels[kind]}
        </span>
      )}
      {isStatic && <span className={styles.badge}>静态</span>}
      {deprecated && (
        <span className={styles.badge} data-kind="deprecated">
          已弃用
        </span>
      )}
    </span>
  );
}
