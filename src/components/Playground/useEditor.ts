// The CodeMirror editor of one example: loaded on the first 编辑 (a lazy module), mounted into a host
// element, focused once shown. A module that fails to load is reported to `onFailure`, not left spinning.
import {useCallback, useEffect, useRef, useState} from 'react';
import {loadModule, type EditorModule} from './lazy';
import {FLAVOUR_LABELS, type Flavour} from '../../plugins/playground/flavours';

interface EditorApi {
  getValue(): string;
  setValue(t: string): void;
  focus(): void;
  destroy(): void;
}

interface Options {
  url: string;
  flavour: Flavour;
  /** The code to start from (read when the editor mounts). */
  initial: () => string;
  onChange: (text: string) => void;
  onFailure: (message: string) => void;
}

export function useEditor({url, flavour, initial, onChange, onFailure}: Options) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorApi | null>(null);
  const [editing, setEditing] = useState<'no' | 'loading' | 'yes'>('no');

  const start = useCallback(async () => {
    if (editing !== 'no') return;
    setEditing('loading');
    try {
      const mod = await loadModule<EditorModule>(url);
      editor.current = mod.createEditor(hostRef.current!, initial(), flavour, onChange, `${FLAVOUR_LABELS[flavour]} 示例代码编辑器`);
      setEditing('yes');
    } catch (e) {
      setEditing('no');
      onFailure((e as Error).message);
    }
  }, [url, flavour, editing, initial, onChange, onFailure]);

  // Focus once the editor is shown (it is hidden until this render).
  useEffect(() => {
    if (editing === 'yes') editor.current?.focus();
  }, [editing]);

  useEffect(() => () => editor.current?.destroy(), []);

  const prefetch = useCallback(() => {
    if (editing === 'no') void loadModule(url).catch(() => {});
  }, [url, editing]);

  const setValue = useCallback((text: string) => editor.current?.setValue(text), []);

  return {hostRef, editing, start, prefetch, setValue};
}
