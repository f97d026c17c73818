// The 演练场's flavour tabs: a WAI-ARIA tab list with automatic activation (←/→/Home/End move and select), like the
// examples' tabs.
import React, {useRef, type KeyboardEvent} from 'react';
import {FLAVOURS, FLAVOUR_LABELS, type Flavour} from '../../plugins/playground/flavours';
import pgStyles from '../Playground/styles.module.css';
import styles from './styles.module.css';

export default function FlavourTabs({
  flavour,
  panelId,
  onSelect,
}: {
  flavour: Flavour;
  panelId: string;
  onSelect: (f: Flavour) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const i = FLAVOURS.indexOf(flavour);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % FLAVOURS.length
        : e.key === 'ArrowLeft'
          ? (i + FLAVOURS.length - 1) % FLAVOURS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? FLAVOURS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(FLAVOURS[next]!);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label="代码类型" className={styles.tabs} onKeyDown={onKey}>
      {FLAVOURS.map((f) => (
        <button
          key={f}
          type="button"
          role="tab"
          id={`pg-tab-${f}`}
          aria-selected={f === flavour}
          aria-controls={panelId}
          tabIndex={f === flavour ? 0 : -1}
          className={`${pgStyles.button} ${styles.tab} ${f === flavour ? styles.tabActive : ''}`}
          onClick={() => onSelect(f)}
        >
          {FLAVOUR_LABELS[f]}
        </button>
      ))}
    </div>
  );
}
