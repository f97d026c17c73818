// One flavour of a live example, put together from one-job parts: Preview (the sandboxed runner),
// Toolbar, ErrorMessage, CodeEditor and Console; the runner and the editor live in useRunner / useEditor.
// The runner exists only while the panel is near the viewport.
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useHistory} from '@docusaurus/router';
import {loadModule, type CompilerModule, type ZipModule} from './lazy';
import {describeError} from './messages';
import {useNearViewport} from './useNearViewport';
import {useRunner, type Compiled} from './useRunner';
import {useEditor} from './useEditor';
import Preview from './Preview';
import Toolbar from './Toolbar';
import ErrorMessage from './ErrorMessage';
import CodeEditor from './CodeEditor';
import Console from './Console';
import {clearDraft, draftKey, keepDraft, loadDraft} from './drafts';
import {playgroundUrl} from './openInPlayground';
import {exampleFile, runnerPage, type Flavour} from '../../plugins/playground/flavours';
import styles from './styles.module.css';

interface Props {
  flavour: Flavour;
  hash: string;
  assets: string[];
  height: number;
  source: string;
  /** a React block written in TypeScript (```tsx) */
  typescript?: boolean;
  children: ReactNode;
}

/** A lazy module (editor, compiler, zip, share) that failed to load, and what 重试 does. */
type Failure = {what: 'editor' | 'compiler' | 'download' | 'open'; message: string};
const FAILURE_TITLES: Record<Failure['what'], string> = {
  editor: '编辑器加载失败',
  compiler: '编译器加载失败',
  download: '项目打包失败',
  open: '无法在演练场中打开',
};

const EDIT_DELAY = 300;

/** The text of the last heading before `el` in the page: what the example shows, for its preview frame's title. */
function headingBefore(el: HTMLElement | null): string {
  let text = '';
  if (!el) return text;
  for (const h of Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4'))) {
    if (!(h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
    text = (h.textContent ?? '').replace(/[\u200b#]/g, '').trim();
  }
  return text;
}

/** The draft key of the example around `el`: this page, the example's place among the page's examples. */
function draftKeyOf(el: HTMLElement | null, flavour: Flavour, source: string): string {
  const example = el?.closest('[data-pg-example]');
  const index = example ? Array.from(document.querySelectorAll('[data-pg-example]')).indexOf(example) : 0;
  return draftKey(window.location.pathname.replace(/\.html$/, ''), index, flavour, source);
}

export default function LivePanel({flavour, hash, assets, height, source, typescript = false, children}: Props) {
  const site = usePluginData('konva-playground') as {base: string; siteBase: string; version: string};
  const {base, siteBase, version} = site;
  const uid = useId().replace(/[^\w-]/g, '');
  const rootRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const current = useRef(source);
  const editedRef = useRef<Compiled | null>(null);
  const runner = useRunner({near, flavour, hash, assets, editedRef, site});
  const {restart, fail} = runner;
  const [failure, setFailure] = useState<Failure | null>(null);
  const [note, setNote] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [topic, setTopic] = useState('');
  const history = useHistory();
  const draft = useRef('');
  /** A draft was put back on mount: 已恢复你的修改 · 重置 */
  const [restored, setRestored] = useState(false);
  /** Why edits are not being kept (storage blocked or full), shown until a save works again. */
  const [storageNote, setStorageNote] = useState('');
  // The page's headings are read once mounted (the server render has no document).
  useEffect(() => setTopic(headingBefore(rootRef.current)), []);
  const compilerUrl = `${base}compile-${flavour}.js?v=${version}`;

  // Full screen: re-run so the stage takes the new size.
  useEffect(() => {
    const onFs = () => near && restart();
    const el = previewRef.current;
    el?.addEventListener('fullscreenchange', onFs);
    return () => el?.removeEventListener('fullscreenchange', onFs);
  }, [near, restart]);

  const recompile = useRef<ReturnType<typeof setTimeout>>(undefined);
  const compileNow = useCallback(
    async (text: string) => {
      let mod: CompilerModule;
      try {
        mod = await loadModule<CompilerModule>(compilerUrl);
      } catch (e) {
        setFailure({what: 'compiler', message: (e as Error).message});
        return;
      }
      setFailure((f) => (f?.what === 'compiler' ? null : f));
      try {
        editedRef.current = mod.compile(text);
        restart();
      } catch (e) {
        fail({phase: 'compile', name: 'SyntaxError', message: (e as Error).message, line: (e as {line?: number}).line});
      }
    },
    [compilerUrl, restart, fail],
  );
  const keep = useCallback(
    (text: string) => {
      if (draft.current) setStorageNote(keepDraft(draft.current, text, source));
    },
    [source],
  );
  const onEdit = useCallback(
    (text: string) => {
      current.current = text;
      keep(text);
      clearTimeout(recompile.current);
      recompile.current = setTimeout(() => void compileNow(text), EDIT_DELAY);
    },
    [compileNow, keep],
  );

  const initial = useCallback(() => current.current, []);
  const onEditorFailure = useCallback((message: string) => setFailure({what: 'editor', message}), []);
  const hintId = `${uid}-editor-hint`;
  const editor = useEditor({
    url: `${base}editor.js?v=${version}`,
    flavour,
    initial,
    onChange: onEdit,
    onFailure: onEditorFailure,
    describedBy: hintId,
  });
  const {start: startEditor} = editor;
  const startEditing = useCallback(() => {
    setFailure(null);
    // Load the compiler alongside the editor so the first re-run does not wait for it.
    void loadModule(compilerUrl).catch(() => {});
    void startEditor();
  }, [compilerUrl, startEditor]);

  // A draft of this example (same page, place, flavour and original code) is put back once mounted.
  useEffect(() => {
    draft.current = draftKeyOf(rootRef.current, flavour, source);
    const saved = loadDraft(draft.current);
    if (saved === null || saved === source) return;
    current.current = saved;
    setRestored(true);
    void compileNow(saved);
    void startEditor(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per panel: its example and flavour are fixed
  }, []);

  const reset = () => {
    clearTimeout(recompile.current);
    clearDraft(draft.current);
    setRestored(false);
    current.current = source;
    editor.setValue(source);
    editedRef.current = null;
    setFailure(null);
    restart();
  };
  const flash = (t: string) => {
    setNote(t);
    setTimeout(() => setNote((n) => (n === t ? '' : n)), 2000);
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
    setFailure((f) => (f?.what === 'download' ? null : f));
    setDownloading(true);
    setNote('正在打包…');
    try {
      const mod = await loadModule<ZipModule>(`${base}zip.js?v=${version}`);
      await mod.downloadProject(base, siteBase, version, flavour, current.current, exampleFile(flavour, typescript));
      flash('已生成项目压缩包');
    } catch (e) {
      setNote('');
      setFailure({what: 'download', message: (e as Error).message});
    } finally {
      setDownloading(false);
    }
  };
  const openInPlayground = async () => {
    setFailure((f) => (f?.what === 'open' ? null : f));
    try {
      history.push(await playgroundUrl(site, flavour, current.current));
    } catch (e) {
      setFailure({what: 'open', message: (e as Error).message});
    }
  };
  const retry = () => {
    if (failure?.what === 'editor') startEditing();
    else if (failure?.what === 'compiler') void compileNow(current.current);
    else if (failure?.what === 'download') void download();
    else if (failure?.what === 'open') void openInPlayground();
  };

  const {status, error, live, waiting} = runner;
  const err = error ? describeError(error) : null;
  const placeholder = status === 'stopped' ? '示例已停止' : waiting ? '正在重新启动示例…' : '示例将在滚动到这里时运行';
  return (
    <div
      ref={rootRef}
      className={styles.panel}
      data-pg-panel=""
      data-flavour={flavour}
      data-status={status}
      data-pg-warm={`${base}|${version}|${flavour}|${hash}|${base}${runnerPage(flavour)}?v=${version}`}
      data-pg-site-base={siteBase}
      data-pg-assets={assets.join('\n')}
    >
      <Preview
        flavour={flavour}
        topic={topic}
        src={live ? `${base}${runnerPage(flavour)}?v=${version}#f=${flavour}&id=${uid}-${runner.run}` : null}
        run={runner.run}
        height={height}
        loading={status === 'loading'}
        placeholder={placeholder}
        boxRef={previewRef}
        frameRef={runner.frameRef}
        slotRef={runner.slotRef}
        owner={runner.owner}
      />
      <Toolbar
        editing={editor.editing}
        downloading={downloading}
        note={note}
        file={exampleFile(flavour, typescript)}
        onEdit={startEditing}
        onReset={reset}
        onCopy={copy}
        onFullscreen={fullscreen}
        onDownload={download}
        onOpenInPlayground={openInPlayground}
        onPrefetch={editor.prefetch}
      />
      {restored && (
        <p className={styles.restored} role="status">
          已恢复你的修改 ·{' '}
          <button type="button" className={styles.link} onClick={reset}>
            重置
          </button>
        </p>
      )}
      {storageNote && (
        <p className={styles.storageNote} role="alert">
          {storageNote}
        </p>
      )}
      {failure && (
        <ErrorMessage
          title={FAILURE_TITLES[failure.what]}
          detail={`${failure.message}（请检查网络后点击“重试”）`}
          onRetry={retry}
        />
      )}
      {err && (
        <ErrorMessage
          title={err.title}
          detail={err.detail}
          onRetry={error?.name === 'LoadError' ? restart : undefined}
        />
      )}
      <CodeEditor
        editing={editor.editing === 'yes'}
        hostRef={editor.hostRef}
        hintId={hintId}
        onStart={startEditing}
        onPrefetch={editor.prefetch}
      >
        {children}
      </CodeEditor>
      <Console logs={runner.logs} onClear={runner.clearLogs} />
    </div>
  );
}
