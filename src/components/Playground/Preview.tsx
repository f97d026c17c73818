// The preview box: the sandboxed runner frame while the example is live, else a line saying why not.
import React, {type Ref} from 'react';
import {FLAVOUR_LABELS, type Flavour} from '../../plugins/playground/flavours';
import styles from './styles.module.css';

interface Props {
  flavour: Flavour;
  /** The heading the example sits under, for the frame's title (what it shows). */
  topic: string;
  /** The runner page URL while live, else null. */
  src: string | null;
  /** Changes on every start, so each start gets a fresh frame. */
  run: number;
  height: number;
  loading: boolean;
  placeholder: string;
  boxRef: Ref<HTMLDivElement>;
  frameRef: Ref<HTMLIFrameElement>;
}

export default function Preview({flavour, topic, src, run, height, loading, placeholder, boxRef, frameRef}: Props) {
  return (
    <div ref={boxRef} className={styles.preview} style={{height}}>
      {src ? (
        <iframe
          key={run}
          ref={frameRef}
          className={styles.frame}
          title={topic ? `示例预览：${topic}（${FLAVOUR_LABELS[flavour]}）` : `${FLAVOUR_LABELS[flavour]} 示例预览`}
          sandbox="allow-scripts allow-downloads"
          src={src}
          style={{height: '100%'}}
        />
      ) : (
        <div className={styles.placeholder}>{placeholder}</div>
      )}
      {src && loading && <div className={styles.loading} aria-hidden="true" />}
    </div>
  );
}
