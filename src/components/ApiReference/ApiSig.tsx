// A member's TypeScript signature(s): plain preformatted text that wraps on narrow screens (no token spans, no
// copy button, no inner <code>: the reference pages list hundreds of them, and highlighting doubled the HTML of
// the Node page).
import React from 'react';
import styles from './styles.module.css';

export default function ApiSig({lines}: {lines: string[]}) {
  return (
    <pre className={styles.sig}>
      {lines.length === 1
        ? lines[0]
        : lines.map((line, i) => (
            <span key={i} className={styles.sigLine}>
              {line}
            </span>
          ))}
    </pre>
  );
}
