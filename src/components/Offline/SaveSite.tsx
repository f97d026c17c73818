// 离线保存全站 in the footer: downloads every file of the site into the service worker's cache with progress
// (files and megabytes), and says so once the whole site is saved. Hidden where there is no service worker.
import React, {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {OfflineManifest} from '../../plugins/offline/files';
import {
  NewerBuildError,
  savedSite,
  saveSite,
  workerManifest,
  type Progress,
  type Saved,
} from '../../plugins/offline/client/download';
import styles from './styles.module.css';

type State =
  | {kind: 'idle'}
  | {kind: 'saving'; progress: Progress}
  | {kind: 'saved'; saved: Saved}
  | {kind: 'failed'; message: string};

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

export default function SaveSite(): React.ReactElement | null {
  const base = useBaseUrl('/');
  const [manifest, setManifest] = useState<OfflineManifest | null>(null);
  const [state, setState] = useState<State>({kind: 'idle'});

  useEffect(() => {
    let live = true;
    void (async () => {
      const m = await workerManifest(base).catch(() => null);
      if (!live || !m) return;
      setManifest(m);
      const saved = await savedSite(m, base);
      if (live && saved) setState({kind: 'saved', saved});
    })();
    return () => {
      live = false;
    };
  }, [base]);

  if (!manifest) return null;
  const start = () => {
    setState({kind: 'saving', progress: {done: 0, total: manifest.files.length, bytes: 0, totalBytes: 0}});
    saveSite(manifest, base, (progress) => setState({kind: 'saving', progress})).then(
      (saved) => setState({kind: 'saved', saved}),
      (e: unknown) =>
        setState({
          kind: 'failed',
          message:
            e instanceof NewerBuildError
              ? '站点已有新版本，请先刷新页面再保存。'
              : `保存中断（${e instanceof Error ? e.message : String(e)}），可以再试一次，已保存的文件不会重下。`,
        }),
    );
  };

  return (
    <div className={styles.save} data-offline-save={state.kind}>
      {state.kind === 'saved' ? (
        <p role="status">
          ✓ 全站已保存到本机（{state.saved.files} 个文件，{mb(state.saved.bytes)}），断网也能阅读、搜索和运行示例。
        </p>
      ) : (
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={start}
          disabled={state.kind === 'saving'}
        >
          离线保存全站
        </button>
      )}
      {state.kind === 'saving' && (
        <p role="status" className={styles.progress}>
          <progress max={state.progress.total} value={state.progress.done} aria-label="离线保存进度" />
          <span>
            已保存 {state.progress.done} / {state.progress.total} 个文件，{mb(state.progress.bytes)}
            {state.progress.totalBytes ? ` / ${mb(state.progress.totalBytes)}` : ''}
          </span>
        </p>
      )}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </div>
  );
}
