// Wraps a generated API table (config params or method params) so it keeps to the content column.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export default function ApiTable({
  kind,
  children,
}: {
  kind: 'config' | 'params' | 'options' | 'members';
  children: ReactNode;
}) {
  return <div className={clsx(styles.table, styles[kind])}>{children}</div>;
}
