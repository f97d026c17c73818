// The 演练场 (/playground): one editor and one preview, five flavours, each starting from its starter program
// (src/plugins/playground/starters/). The editor, compilers and share codec are the examples' lazy modules: the
// compiler after the first paint, the editor when the reader goes to the code; the code runs only in the examples'
// sandboxed runner (useRunner, Preview). The code of each flavour is kept as a draft (drafts.ts); 分享 puts it into
// the URL's hash (shareCodec.ts).
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {loadModule, type CompilerModule, type EditorModule, type ZipModule} from '../Playground/lazy';
import {useRunner, type Compiled} from '../Playground/useRunner';
import {mountEditor} from '../Playground/useEditor';
import {describeError} from '../Playground/messages';
import Preview from '../Playground/Preview';
import ErrorMessage from '../Playground/ErrorMessage';
import Console from '../Playground/Console';
import {clearDraft, keepDraft} from '../Playground/drafts';
import {loadShare, playgroundDraftKey} from '../Playground/openInPlayground';
import pgStyles from '../Playground/styles.module.css';
import FlavourTabs from './FlavourTabs';
import CodeView from './CodeView';
import type {Token} from '../../lib/highlight/props';
import {codeFor, openCode, rememberFlavour} from './openCode';
import {assetsOf} from '../../plugins/playground/assetRefs';
import {exampleFile, FLAVOUR_LABELS, runnerPage, type Flavour} from '../../plugins/playground/flavours';
import styles from './styles.module.css';
import start from '@generated/konva-playground/default/playground-start.json';

type Site = {base: string; siteBase: string; version: string};
type EditorApi = ReturnType<EditorModule['createEditor']>;
const EDIT_DELAY = 300;
const PANEL_ID = 'pg-page-panel';
const HINT_ID = 'pg-page-editor-hint';

let startersP: Promise<Record<Flavour, string>> | null = null;
function loadStarters(site: Site): Promise<Record<Flavour, string>> {
  startersP ??= fetch(`${site.base}starters.json?v=${site.version}`).then((r) => {
    if (!r.ok) throw new Error(`无法加载初始程序（HTTP ${r.status}）`);
    return r.json() as Promise<Record<Flavour, string>>;
  });
  startersP.catch(() => (startersP = null));
  return startersP;
}

/** The starters' colours, from the build (null when they cannot be had: the code is then shown plain). */
let tokensP: Promise<Record<Flavour, Token[][]> | null> | null = null;
function loadStarterTokens(site: Site): Promise<Record<Flavour, Token[][]> | null> {
  tokensP ??= fetch(`${site.base}starter-tokens.json?v=${site.version}`)
    .then((r) => (r.ok ? (r.json() as Promise<Record<Flavour, Token[][]>>) : null))
    .catch(() => null);
  return tokensP;
}

export default function PlaygroundPage() {
  const site = usePluginData('konva-playground') as Site;
  const {hash} = useLocation();
  const editorUrl = `${site.base}editor.js?v=${site.version}`;
  const [flavour, setFlavour] = useState<Flavour>('vanilla');
  const [ready, setReady] = useState(false);
  const [editorShown, setEditorShown] = useState(false);
  // The page's HTML shows the 原生 JS starter, coloured; hydrating it changes nothing when that is what opens.
  const [preview, setPreview] = useState(start.code);
  /** The starters with their colours: code equal to its flavour's starter is shown coloured. */
  const [coloured, setColoured] = useState<{
    code: Partial<Record<Flavour, string>>;
    tokens: Partial<Record<Flavour, Token[][]>>;
  }>({
    code: {[start.flavour]: start.code},
    tokens: {[start.flavour]: start.tokens},
  });
  const [linkError, setLinkError] = useState('');
  const [failure, setFailure] = useState('');
  const [storageNote, setStorageNote] = useState('');
  const [shareProblem, setShareProblem] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const code = useRef('');
  const flavourRef = useRef<Flavour>('vanilla');
  const starters = useRef<Record<Flavour, string> | null>(null);
  const fromLink = useRef(false);
  const editor = useRef<EditorApi | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const editedRef = useRef<Compiled | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The example assets the code names (/examples/assets/…), delivered to the runner with each start. */
  const [assets, setAssets] = useState<string[]>([]);
  const runner = useRunner({near: ready, flavour, hash: '', assets, editedRef, site});
  const {restart, fail} = runner;

  const compileNow = useCallback(async () => {
    const f = flavourRef.current;
    const runCompiled = (compiled: Compiled) => {
      editedRef.current = compiled;
      const names = assetsOf(code.current);
      setAssets((a) => (a.join('\n') === names.join('\n') ? a : names));
      setReady(true);
      restart();
    };
    if (f === start.flavour && code.current === start.code) {
      // The starter as the build compiled it: the first run loads no compiler.
      setFailure('');
      runCompiled(start.compiled);
      return;
    }
    let mod: CompilerModule;
    try {
      mod = await loadModule<CompilerModule>(`${site.base}compile-${f}.js?v=${site.version}`);
    } catch (e) {
      setFailure(`编译器加载失败：${(e as Error).message}（请检查网络后点击“运行”）`);
      return;
    }
    if (f !== flavourRef.current) return; // the reader switched meanwhile
    setFailure('');
    try {
      runCompiled(mod.compile(code.current));
    } catch (e) {
      setReady(true);
      fail({phase: 'compile', name: 'SyntaxError', message: (e as Error).message, line: (e as {line?: number}).line});
    }
  }, [site, restart, fail]);

  const keep = useCallback((f: Flavour, text: string) => {
    if (starters.current) setStorageNote(keepDraft(playgroundDraftKey(f), text, starters.current[f]));
  }, []);

  const onChange = useCallback(
    (text: string) => {
      code.current = text;
      setShareProblem('');
      // Edited: the link's code is now the reader's draft, and a reload must show the draft, not the link.
      if (fromLink.current || window.location.hash) {
        fromLink.current = false;
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      }
      keep(flavourRef.current, text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void compileNow(), EDIT_DELAY);
    },
    [keep, compileNow],
  );

  /** Mounts CodeMirror for the current flavour into the code box (its language is fixed when it is made). */
  const mountFor = useCallback(
    async (f: Flavour): Promise<boolean> => {
      try {
        const mod = await loadModule<EditorModule>(editorUrl);
        if (f !== flavourRef.current || !hostRef.current) return false;
        editor.current?.destroy();
        hostRef.current.replaceChildren();
        editor.current = mountEditor(
          mod,
          hostRef.current,
          code.current,
          f,
          onChange,
          `${FLAVOUR_LABELS[f]} 代码编辑器`,
          HINT_ID,
        );
        setEditorShown(true);
        return true;
      } catch (e) {
        setFailure(`编辑器加载失败：${(e as Error).message}（请检查网络后再点一下代码）`);
        return false;
      }
    },
    [editorUrl, onChange],
  );

  /** Shows `text` as the code of `f` and runs it; the editor, once the reader has opened it, is made anew. */
  const show = useCallback(
    async (f: Flavour, text: string) => {
      flavourRef.current = f;
      code.current = text;
      setFlavour(f);
      setPreview(text);
      rememberFlavour(f);
      void compileNow();
      if (editor.current) await mountFor(f);
    },
    [compileNow, mountFor],
  );

  // The editor (~150 KB, half a second of a phone's main thread) loads when the reader goes to the code: a click,
  // a tap or Tab. Keys typed while it loads are kept and typed into it.
  const starting = useRef(false);
  const pointerAt = useRef<{x: number; y: number} | undefined>(undefined);
  const typedEarly = useRef('');
  const focusOnShow = useRef(false);
  const startEditing = async () => {
    if (editor.current || starting.current) return;
    starting.current = true;
    focusOnShow.current = true;
    await mountFor(flavourRef.current);
    starting.current = false;
  };
  // The editor can take the focus once it is shown (its box is hidden until the render after mounting).
  useEffect(() => {
    if (!editorShown || !focusOnShow.current) return;
    focusOnShow.current = false;
    editor.current?.focus(pointerAt.current);
    if (typedEarly.current) editor.current?.type(typedEarly.current);
    typedEarly.current = '';
  }, [editorShown]);
  const keepEarlyKey = (e: React.KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const text = e.key === 'Enter' ? '\n' : e.key.length === 1 ? e.key : '';
    if (!text) return;
    // Typing, not a page shortcut: "/" would open the search dialog.
    e.preventDefault();
    e.stopPropagation();
    typedEarly.current += text;
    void startEditing();
  };
  const prefetchEditor = () => void loadModule(editorUrl).catch(() => {});

  // Opening (and a new link pasted into the address bar): what the hash says, else the last code.
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const all = (starters.current = await loadStarters(site));
        // The start's own tokens are kept, so the code box it coloured is not rendered again.
        void loadStarterTokens(site).then(
          (tokens) => live && tokens && setColoured({code: all, tokens: {...tokens, [start.flavour]: start.tokens}}),
        );
        const opened = await openCode(hash, all, site);
        if (!live) return;
        fromLink.current = opened.fromLink;
        setLinkError(opened.error ?? '');
        await show(opened.flavour, opened.code);
      } catch (e) {
        if (live) setFailure(`演练场加载失败：${(e as Error).message}（请检查网络后刷新页面）`);
      }
    })();
    return () => {
      live = false;
    };
  }, [hash, site, show]);

  useEffect(() => () => editor.current?.destroy(), []);

  const flash = (t: string) => {
    setNote(t);
    setTimeout(() => setNote((n) => (n === t ? '' : n)), 4000);
  };
  const select = (f: Flavour) => {
    if (f === flavourRef.current || !starters.current) return;
    setLinkError('');
    void show(f, codeFor(f, starters.current));
  };
  const run = () => {
    clearTimeout(timer.current);
    void compileNow();
  };
  const reset = () => {
    if (!starters.current) return;
    const f = flavourRef.current;
    clearDraft(playgroundDraftKey(f));
    setLinkError('');
    setStorageNote('');
    editor.current?.setValue(starters.current[f]);
    code.current = starters.current[f];
    setPreview(starters.current[f]);
    run();
  };
  const share = async () => {
    setShareProblem('');
    try {
      const mod = await loadShare(site.base, site.version);
      const page = window.location.origin + window.location.pathname;
      const link = mod.encodeShare(flavourRef.current, code.current, page);
      if (!link.ok) {
        setShareProblem(
          `代码压缩后的链接有 ${link.length} 个字符，超过分享链接 ${mod.MAX_LINK_CHARS} 个字符的上限（更长的链接常被聊天软件和邮件截断）。请用“下载项目”保存代码，把压缩包发给对方。`,
        );
        return;
      }
      window.history.replaceState(window.history.state, '', link.hash);
      fromLink.current = true;
      try {
        await navigator.clipboard.writeText(page + link.hash);
        flash('已复制分享链接');
      } catch {
        flash('无法自动复制：分享链接已放进地址栏，请从那里复制');
      }
    } catch (e) {
      setFailure(`分享失败：${(e as Error).message}`);
    }
  };
  const download = async () => {
    setBusy(true);
    setNote('正在打包…');
    try {
      const mod = await loadModule<ZipModule>(`${site.base}zip.js?v=${site.version}`);
      await mod.downloadProject(
        site.base,
        site.siteBase,
        site.version,
        flavourRef.current,
        code.current,
        exampleFile(flavourRef.current),
      );
      flash('已生成项目压缩包');
    } catch (e) {
      setNote('');
      setFailure(`项目打包失败：${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const {status, error, live, waiting} = runner;
  const err = error ? describeError(error) : null;
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>演练场</h1>
        <FlavourTabs flavour={flavour} panelId={PANEL_ID} onSelect={select} />
        <div className={styles.actions} role="toolbar" aria-label="演练场操作">
          <button type="button" className={pgStyles.button} onClick={run}>
            运行
          </button>
          <button type="button" className={pgStyles.button} onClick={reset}>
            重置
          </button>
          <button type="button" className={pgStyles.button} onClick={() => void share()}>
            分享
          </button>
          <button type="button" className={pgStyles.button} onClick={() => void download()} disabled={busy}>
            下载项目
          </button>
          <span className={pgStyles.note} role="status" aria-live="polite" data-pg-note="">
            {note}
          </span>
        </div>
      </div>
      {linkError && <ErrorMessage title="无法打开分享链接" detail={`${linkError}已显示初始程序。`} />}
      {shareProblem && (
        <div className={pgStyles.error} role="alert" data-pg-share-problem="">
          <strong>代码太长，无法生成分享链接</strong>
          <pre>{shareProblem}</pre>
          <button type="button" className={pgStyles.button} onClick={() => void download()}>
            下载项目
          </button>
        </div>
      )}
      {storageNote && (
        <p className={pgStyles.storageNote} role="alert">
          {storageNote}
        </p>
      )}
      {failure && <ErrorMessage title="出错了" detail={failure} />}
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`pg-tab-${flavour}`}
        className={styles.split}
        data-pg-panel=""
        data-flavour={flavour}
        data-status={status}
      >
        <div className={styles.codeSide}>
          <div ref={hostRef} className={`${pgStyles.editor} ${styles.editor}`} hidden={!editorShown} />
          {!editorShown && (
            // Stands in for the editor until the reader goes to it; a text box to assistive technology as well.
            <pre
              className={styles.loadingCode}
              role="textbox"
              aria-multiline="true"
              aria-label={`${FLAVOUR_LABELS[flavour]} 代码编辑器`}
              aria-describedby={HINT_ID}
              tabIndex={0}
              data-pg-code=""
              onPointerEnter={prefetchEditor}
              onPointerDown={(e) => (pointerAt.current = {x: e.clientX, y: e.clientY})}
              onFocus={() => void startEditing()}
              onKeyDown={keepEarlyKey}
            >
              <CodeView
                code={preview}
                flavour={flavour}
                tokens={preview === coloured.code[flavour] ? coloured.tokens[flavour] : undefined}
              />
            </pre>
          )}
          <p id={HINT_ID} className={pgStyles.editorHint}>
            修改后会自动重新运行，草稿保存在本机。按 Esc 键再按 Tab 键可离开编辑器。
          </p>
        </div>
        <div className={styles.runSide}>
          <div className={styles.previewBox}>
            <Preview
              flavour={flavour}
              topic="演练场"
              src={
                live
                  ? `${site.base}${runnerPage(flavour)}?v=${site.version}#f=${flavour}&id=pg-page-${runner.run}`
                  : null
              }
              run={runner.run}
              height={0}
              loading={status === 'loading'}
              placeholder={waiting ? '正在重新启动…' : status === 'stopped' ? '程序已停止' : '正在准备预览…'}
              boxRef={boxRef}
              frameRef={runner.frameRef}
              slotRef={runner.slotRef}
              owner={runner.owner}
            />
          </div>
          {err && (
            <ErrorMessage
              title={err.title}
              detail={err.detail}
              onRetry={error?.name === 'LoadError' ? restart : undefined}
            />
          )}
          <Console logs={runner.logs} onClear={runner.clearLogs} />
        </div>
      </div>
    </div>
  );
}
