// 有新版本 / 刷新: shown on every page while a new build's service worker waits (src/plugins/offline/client).
import React, {useSyncExternalStore} from 'react';
import {applyUpdate, subscribe, waitingWorker} from '../../plugins/offline/client/store';
import styles from './styles.module.css';

export default function UpdatePrompt(): React.ReactElement | null {
  const waiting = useSyncExternalStore(subscribe, waitingWorker, () => null);
  if (!waiting) return null;
  return (
    <div className={styles.update} role="status" data-offline-update>
      <span>有新版本</span>
      <button type="button" className="button button--sm button--primary" onClick={applyUpdate}>
        刷新
      </button>
    </div>
  );
}
