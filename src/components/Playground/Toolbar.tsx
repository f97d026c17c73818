// The example's buttons (编辑 重置 复制 全屏 下载项目 在演练场中打开), a status line and the file name.
import React from 'react';
import styles from './styles.module.css';

interface Props {
  editing: 'no' | 'loading' | 'yes';
  downloading: boolean;
  note: string;
  file: string;
  onEdit: () => void;
  onReset: () => void;
  onCopy: () => void;
  onFullscreen: () => void;
  onDownload: () => void;
  /** 在演练场中打开 (absent on the 演练场 itself) */
  onOpenInPlayground?: () => void;
  /** A pointer or focus here hints at an edit: fetch the editor early. */
  onPrefetch: () => void;
}

export default function Toolbar({
  editing,
  downloading,
  note,
  file,
  onEdit,
  onReset,
  onCopy,
  onFullscreen,
  onDownload,
  onOpenInPlayground,
  onPrefetch,
}: Props) {
  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label="示例操作"
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      {editing !== 'yes' && (
        <button type="button" className={styles.button} onClick={onEdit} disabled={editing === 'loading'}>
          {editing === 'loading' ? '正在加载编辑器…' : '编辑'}
        </button>
      )}
      <button type="button" className={styles.button} onClick={onReset}>
        重置
      </button>
      <button type="button" className={styles.button} onClick={onCopy}>
        复制
      </button>
      <button type="button" className={styles.button} onClick={onFullscreen}>
        全屏
      </button>
      <button type="button" className={styles.button} onClick={onDownload} disabled={downloading}>
        下载项目
      </button>
      {onOpenInPlayground && (
        <button type="button" className={styles.button} onClick={onOpenInPlayground}>
          在演练场中打开
        </button>
      )}
      <span className={styles.note} role="status">
        {note}
      </span>
      <span className={styles.file}>{file}</span>
    </div>
  );
}
