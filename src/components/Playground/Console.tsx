// The example's console output (text only; lines arrive clipped from the runner, see messages.ts). The log
// region is always in the page, empty until the example logs: a screen reader announces the lines added to a
// live region, not a region that appears with its content. Warnings and errors say so in words, not only by colour.
import React from 'react';
import styles from './styles.module.css';

export interface LogLine {
  level: string;
  text: string;
}

const LEVEL_WORDS: Record<string, string> = {warn: '警告：', error: '错误：'};

export default function Console({logs, onClear}: {logs: LogLine[]; onClear: () => void}) {
  return (
    <div className={logs.length > 0 ? styles.console : styles.consoleEmpty}>
      {logs.length > 0 && (
        <div className={styles.consoleHead}>
          控制台
          <button type="button" className={styles.link} onClick={onClear}>
            清空
          </button>
        </div>
      )}
      <div role="log" aria-label="控制台输出">
        {logs.map((l, i) => (
          <div key={i} className={styles[`log_${l.level}`] ?? styles.log_log}>
            {LEVEL_WORDS[l.level] && <span className={styles.srOnly}>{LEVEL_WORDS[l.level]}</span>}
            {l.text}
          </div>
        ))}
      </div>
    </div>
  );
}
