// The preview box: the sandboxed runner frame while the example is live, else a line saying why not. The slot
// holds the frame the page's starter script began before hydration (src/lib/ssrTemplate.ts) until useRunner
// adopts it or lets it go; React never touches its content.
import React, {useEffect, type Ref, type RefObject} from 'react';
import {FLAVOUR_LABELS, type Flavour} from '../../plugins/playground/flavours';
import type {FrameOwner} from './useRunner';
import {frameSandbox} from './sandbox';
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
  slotRef: RefObject<HTMLDivElement | null>;
  /** 'warm': the slot's frame is the live runner, no frame or placeholder of our own; 'undecided': none yet either. */
  owner: FrameOwner;
}

export default function Preview({
  flavour,
  topic,
  src,
  run,
  height,
  loading,
  placeholder,
  boxRef,
  frameRef,
  slotRef,
  owner,
}: Props) {
  const title = topic ? `示例预览：${topic}（${FLAVOUR_LABELS[flavour]}）` : `${FLAVOUR_LABELS[flavour]} 示例预览`;
  // The starter's frame was named before the page's headings could be read.
  useEffect(() => {
    const frame = slotRef.current?.querySelector('iframe');
    if (frame) frame.title = title;
  }, [slotRef, title, owner]);
  return (
    <div ref={boxRef} className={styles.preview} style={{height}}>
      <div
        ref={slotRef}
        className={styles.slot}
        data-pg-slot=""
        data-frame-class={styles.frame}
        data-title={title}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
      {src && owner === 'own' && (
        <iframe
          key={run}
          ref={frameRef}
          className={styles.frame}
          title={title}
          sandbox={frameSandbox()}
          src={src}
          style={{height: '100%'}}
        />
      )}
      {!src && owner !== 'warm' && <div className={styles.placeholder}>{placeholder}</div>}
      {src && loading && <div className={styles.loading} aria-hidden="true" />}
    </div>
  );
}
