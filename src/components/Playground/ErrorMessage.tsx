// The error panel: a Chinese title, the detail as plain text, and 重试 when trying again can help.
import React from 'react';
import styles from './styles.module.css';

interface Props {
  title: string;
  detail: string;
  onRetry?: () => void;
}

export default function ErrorMessage({title, detail, onRetry}: Props) {
  return (
    <div className={styles.error} role="alert" data-pg-error="">
      <strong>{title}</strong>
      <pre>{detail}</pre>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}
