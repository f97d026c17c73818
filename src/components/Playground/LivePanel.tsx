// One flavour of a live example: preview (sandboxed runner), toolbar, code (highlighted, then editor),
// console and error panel. The runner exists only while the panel is near the viewport.
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {registerRunner, startDelay, unregisterRunner, type RunnerMessage} from './runners';
import {loadModule, type CompilerModule, type EditorModule, type ZipModule} from './lazy';
import {runnerPayload} from './payload';
import {consoleLine, describeError, FROZEN_MESSAGE, runnerError, type RunnerError} from './messages';
import type {Flavour} from '../../plugins/playground/flavours';
import {FLAVOUR_FILES, FLAVOUR_LABELS, runnerPage} from '../../plugins/playground/flavours';
import styles from './styles.module.css';

interface Props {
  flavour: Flavour;
  hash: string;
  assets: string[];
  height: number;
  source: string;
  children: ReactNode;
}

type Status = 'idle' | 'loading' | 'ran' | 'painted' | 'error' | 'stopped';
interface Log {
  level: string;
  text: string;
}
interface Compiled {
  code: string;
  lines?: number[];
}
interface EditorApi {
  getValue(): string;
  setValue(t: string): void;
  focus(): void;
  destroy(): void;
}

const NEAR = '300px 0px';
const FAR = '1500px 0px';
const EDIT_DELAY = 300;

export default function LivePanel({flavour, hash, assets, height, source, children}: Props) {
  const {base, siteBase, version} = usePluginData('konva-playground') as {base: string; siteBase: string; version: string};
  const uid = useId().replace(/[^\w-]/g, '');
  const rootRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorApi | null>(null);
  const [near, setNear] = useState(false);
  const [run, setRun] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<RunnerError | null>(null);
  const [logs, setLogs] = useState<Log[]>([]);
  const [editing, setEditing] = useState<'no' | 'loading' | 'yes'>('no');
  const [edited, setEdited] = useState<Compiled | null>(null);
  const [note, setNote] = useState('');
  const current = useRef(source);
  const editedRef = useRef<Compiled | null>(null);
  editedRef.current = edited;

  // Start near the viewport; drop the runner when far away (hidden tabs count as far).
  useEffect(() => {
    const el = rootRef.current!;
    const nearObs = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && setNear(true), {rootMargin: NEAR});
    const farObs = new IntersectionObserver((es) => es.every((e) => !e.isIntersecting) && setNear(false), {rootMargin: FAR});
    nearObs.observe(el);
    farObs.observe(el);
    return () => {
      nearObs.disconnect();
      farObs.disconnect();
    };
  }, []);

  const stopped = status === 'stopped';
  const [waiting, setWaiting] = useState(false);
  const live = near && !stopped && !waiting;

  const restart = useCallback(() => {
    setError(null);
    setLogs([]);
    setStatus('loading');
    const delay = startDelay();
    if (delay > 0) {
      // A frozen runner process is still being shut down: do not land in it.
      setWaiting(true);
      setTimeout(() => {
        setWaiting(false);
        setRun((n) => n + 1);
      }, delay);
    } else setRun((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!live) return;
    setStatus('loading');
    // Fetch while the runner page loads; post once it says it is ready.
    const payload = runnerPayload(base, siteBase, version, flavour, editedRef.current ?? {hash}, assets);
    payload.catch((e: Error) => {
      setError({name: 'LoadError', message: e.message});
      setStatus('error');
    });
    const entry = registerRunner({
      win: () => frameRef.current?.contentWindow,
      onMessage: (m: RunnerMessage) => {
        if (m.type === 'ready') {
          const win = frameRef.current?.contentWindow;
          void payload.then((p) => frameRef.current?.contentWindow === win && win?.postMessage(p, '*'));
        } else if (m.type === 'ran') setStatus((s) => (s === 'loading' ? 'ran' : s));
        else if (m.type === 'painted') setStatus((s) => (s === 'error' ? s : 'painted'));
        else if (m.type === 'error') {
          setError(runnerError(m));
          setStatus('error');
        } else if (m.type === 'console') setLogs((l) => [...l.slice(-199), consoleLine(m)]);
      },
      stop: () => {
        setError({message: FROZEN_MESSAGE, name: 'Frozen'});
        setStatus('stopped');
      },
      restart,
    });
    return () => unregisterRunner(entry);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new run (run) picks up edits; props are fixed
  }, [live, run, restart]);

  // Full screen: re-run so the stage takes the new size.
  useEffect(() => {
    const onFs = () => near && restart();
    const el = previewRef.current;
    el?.addEventListener('fullscreenchange', onFs);
    return () => el?.removeEventListener('fullscreenchange', onFs);
  }, [near, restart]);

  const recompile = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onEdit = useCallback(
    (text: string) => {
      current.current = text;
      clearTimeout(recompile.current);
      recompile.current = setTimeout(async () => {
        try {
          const mod = await loadModule<CompilerModule>(`${base}compile-${flavour}.js?v=${version}`);
          const out = mod.compile(text);
          setEdited(out);
          restart();
        } catch (e) {
          setError({phase: 'compile', name: 'SyntaxError', message: (e as Error).message, line: (e as {line?: number}).line});
          setStatus('error');
        }
      }, EDIT_DELAY);
    },
    [base, version, flavour, restart],
  );

  const startEditing = useCallback(async () => {
    if (editing !== 'no') return;
    setEditing('loading');
    // Load the compiler alongside the editor so the first re-run does not wait for it.
    void loadModule(`${base}compile-${flavour}.js?v=${version}`).catch(() => {});
    const mod = await loadModule<EditorModule>(`${base}editor.js?v=${version}`);
    editor.current = mod.createEditor(editorHost.current!, current.current, flavour, onEdit, `${FLAVOUR_LABELS[flavour]} 示例代码编辑器`);
    setEditing('yes');
  }, [base, version, flavour, editing, onEdit]);

  // Focus once the editor is shown (it is hidden until this render).
  useEffect(() => {
    if (editing === 'yes') editor.current?.focus();
  }, [editing]);

  useEffect(() => () => editor.current?.destroy(), []);

  // A pointer or focus on the toolbar or code hints at an edit: fetch the editor early (the compiler
  // still waits for the edit itself).
  const prefetch = useCallback(() => {
    if (editing === 'no') void loadModule(`${base}editor.js?v=${version}`).catch(() => {});
  }, [base, version, editing]);

  const reset = () => {
    clearTimeout(recompile.current);
    current.current = source;
    editor.current?.setValue(source);
    clearTimeout(recompile.current);
    setEdited(null);
    editedRef.current = null;
    restart();
  };
  const flash = (t: string) => {
    setNote(t);
    setTimeout(() => setNote(''), 2000);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current.current);
      flash('已复制');
    } catch {
      flash('复制失败，请手动选择代码');
    }
  };
  const fullscreen = () => void previewRef.current?.requestFullscreen?.().catch(() => flash('浏览器不允许全屏'));
  const download = async () => {
    flash('正在打包…');
    const mod = await loadModule<ZipModule>(`${base}zip.js?v=${version}`);
    await mod.downloadProject(base, siteBase, version, flavour, current.current);
    flash('已生成项目压缩包');
  };

  const src = `${base}${runnerPage(flavour)}?v=${version}#f=${flavour}&id=${uid}-${run}`;
  const err = error ? describeError(error) : null;

  return (
    <div ref={rootRef} className={styles.panel} data-pg-panel="" data-flavour={flavour} data-status={status}>
      <div ref={previewRef} className={styles.preview} style={{height}}>
        {live ? (
          <iframe
            key={run}
            ref={frameRef}
            className={styles.frame}
            title={`${FLAVOUR_LABELS[flavour]} 示例预览`}
            sandbox="allow-scripts allow-downloads"
            src={src}
            style={{height: '100%'}}
          />
        ) : (
          <div className={styles.placeholder}>{stopped ? '示例已停止' : waiting ? '正在重新启动示例…' : '示例将在滚动到这里时运行'}</div>
        )}
        {live && status === 'loading' && <div className={styles.loading} aria-hidden="true" />}
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label="示例操作" onPointerEnter={prefetch} onFocus={prefetch}>
        {editing !== 'yes' && (
          <button type="button" className={styles.button} onClick={startEditing} disabled={editing === 'loading'}>
            {editing === 'loading' ? '正在加载编辑器…' : '编辑'}
          </button>
        )}
        <button type="button" className={styles.button} onClick={reset}>
          重置
        </button>
        <button type="button" className={styles.button} onClick={copy}>
          复制
        </button>
        <button type="button" className={styles.button} onClick={fullscreen}>
          全屏
        </button>
        <button type="button" className={styles.button} onClick={download}>
          下载项目
        </button>
        <span className={styles.note} role="status">
          {note}
        </span>
        <span className={styles.file}>{FLAVOUR_FILES[flavour]}</span>
      </div>
      {err && (
        <div className={styles.error} role="alert" data-pg-error="">
          <strong>{err.title}</strong>
          <pre>{err.detail}</pre>
        </div>
      )}
      <div className={styles.code}>
        <div
          className={styles.staticCode}
          hidden={editing === 'yes'}
          onDoubleClick={startEditing}
          onPointerEnter={prefetch}
          title="双击或点击“编辑”修改代码"
        >
          {children}
        </div>
        <div ref={editorHost} className={styles.editor} hidden={editing !== 'yes'} />
      </div>
      {logs.length > 0 && (
        <div className={styles.console} role="log" aria-label="控制台输出">
          <div className={styles.consoleHead}>
            控制台
            <button type="button" className={styles.link} onClick={() => setLogs([])}>
              清空
            </button>
          </div>
          {logs.map((l, i) => (
            <div key={i} className={styles[`log_${l.level}`] ?? styles.log_log}>
              {l.text}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
