// The example's code: the highlighted server-rendered block until 编辑 (or a double-click), then the
// CodeMirror editor mounted into the host element (by useEditor).
import React, {type ReactNode, type Ref} from 'react';
import styles from './styles.module.css';

interface Props {
  children: ReactNode;
  editing: boolean;
  hostRef: Ref<HTMLDivElement>;
  onStart: () => void;
  onPrefetch: () => void;
}

export default function CodeEditor({children, editing, hostRef, onStart, onPrefetch}: Props) {
  return (
    <div className={styles.code}>
      <div className={styles.staticCode} hidden={editing} onDoubleClick={onStart} onPointerEnter={onPrefetch} title="双击或点击“编辑”修改代码">
        {children}
      </div>
      <div ref={hostRef} className={styles.editor} hidden={!editing} />
    </div>
  );
}
