// The CodeMirror editor of one example: loaded on the first 编辑 (a lazy module), mounted into a host
// element, focused once shown. A module that fails to load is reported to `onFailure`, not left spinning.
import {useCallback, useEffect, useRef, useState} from 'react';
import {loadModule, type EditorModule} from './lazy';
import {FLAVOUR_LABELS, type Flavour} from '../../plugins/playground/flavours';

type EditorApi = ReturnType<EditorModule['createEditor']>;

/**
 * Mounts the lazy editor module's CodeMirror into `host`. CodeMirror keeps attributes it did not set: the text box
 * announces how to leave it, and an explicit tabindex makes it a focusable element of its scroll box for every tool
 * (a contenteditable's tabIndex reads -1; axe scrollable-region-focusable); it is a Tab stop either way.
 */
export function mountEditor(
  mod: EditorModule,
  host: HTMLElement,
  text: string,
  flavour: Flavour,
  onChange: (text: string) => void,
  label: string,
  describedBy?: string,
): EditorApi {
  const api = mod.createEditor(host, text, flavour, onChange, label);
  const content = host.querySelector('.cm-content');
  content?.setAttribute('tabindex', '0');
  if (describedBy) content?.setAttribute('aria-describedby', describedBy);
  return api;
}

interface Options {
  url: string;
  flavour: Flavour;
  /** The code to start from (read when the editor mounts). */
  initial: () => string;
  onChange: (text: string) => void;
  onFailure: (message: string) => void;
  /** id of the element describing how to use the editor (aria-describedby of its text box) */
  describedBy?: string;
}

export function useEditor({url, flavour, initial, onChange, onFailure, describedBy}: Options) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorApi | null>(null);
  const [editing, setEditing] = useState<'no' | 'loading' | 'yes'>('no');
  // A restored draft opens the editor without taking the focus from wherever the reader is.
  const focusOnShow = useRef(true);

  const start = useCallback(
    async (focus = true) => {
      if (editing !== 'no') return;
      focusOnShow.current = focus;
      setEditing('loading');
      try {
        const mod = await loadModule<EditorModule>(url);
        editor.current = mountEditor(
          mod,
          hostRef.current!,
          initial(),
          flavour,
          onChange,
          `${FLAVOUR_LABELS[flavour]} 示例代码编辑器`,
          describedBy,
        );
        setEditing('yes');
      } catch (e) {
        setEditing('no');
        onFailure((e as Error).message);
      }
    },
    [url, flavour, editing, initial, onChange, onFailure, describedBy],
  );

  // Focus once the editor is shown (it is hidden until this render).
  useEffect(() => {
    if (editing === 'yes' && focusOnShow.current) editor.current?.focus();
  }, [editing]);

  useEffect(() => () => editor.current?.destroy(), []);

  const prefetch = useCallback(() => {
    if (editing === 'no') void loadModule(url).catch(() => {});
  }, [url, editing]);

  const setValue = useCallback((text: string) => editor.current?.setValue(text), []);

  return {hostRef, editing, start, prefetch, setValue};
}
