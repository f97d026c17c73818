// The example's code: the highlighted server-rendered block until 编辑 (or a double-click), then the
// CodeMirror editor mounted into the host element (by useEditor). While editing, a line under the editor says
// how to leave it by keyboard (Tab is not bound in the editor: Esc then Tab moves on); the editor's text box
// is described by it.
import React, {type ReactNode, type Ref} from 'react';
import styles from './styles.module.css';

interface Props {
  children: ReactNode;
  editing: boolean;
  hostRef: Ref<HTMLDivElement>;
  /** id of the keyboard hint, which the editor's text box points to with aria-describedby */
  hintId: string;
  onStart: () => void;
  onPrefetch: () => void;
}

export default function CodeEditor({children, editing, hostRef, hintId, onStart, onPrefetch}: Props) {
  return (
    <div className={styles.code}>
      <div
        className={styles.staticCode}
        hidden={editing}
        onDoubleClick={onStart}
        onPointerEnter={onPrefetch}
        title="双击或点击“编辑”修改代码"
      >
        {children}
      </div>
      <div ref={hostRef} className={styles.editor} hidden={!editing} />
      <p id={hintId} className={styles.editorHint} hidden={!editing}>
        修改后示例会自动重新运行。按 Esc 键再按 Tab 键可离开编辑器。
      </p>
    </div>
  );
}
