// The example's console output (text only; lines arrive clipped from the runner, see messages.ts).
import React from 'react';
import styles from './styles.module.css';

export interface LogLine {
  level: string;
  text: string;
}

export default function Console({logs, onClear}: {logs: LogLine[]; onClear: () => void}) {
  if (logs.length === 0) return null;
  return (
    <div className={styles.console} role="log" aria-label="控制台输出">
      <div className={styles.consoleHead}>
        控制台
        <button type="button" className={styles.link} onClick={onClear}>
          清空
        </button>
      </div>
      {logs.map((l, i) => (
        <div key={i} className={styles[`log_${l.level}`] ?? styles.log_log}>
          {l.text}
        </div>
      ))}
    </div>
  );
}
