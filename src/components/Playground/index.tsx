// <KonvaPlayground>: one live example in tabs (原生 JS, React, Vue, Svelte, Angular). The remark plugin
// (src/plugins/playground/remark.ts) emits it around the fenced code blocks, which stay as children, and
// passes each block's flavour, compiled-file hash, assets and source in `examples`.
import React, {Children, isValidElement, type KeyboardEvent, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import LivePanel from './LivePanel';
import {FLAVOUR_GROUP, FLAVOUR_LABELS} from '../../plugins/playground/flavours';
import type {ExampleProp} from '../../plugins/playground/remark';
import styles from './styles.module.css';

/**
 * The flavour tabs follow the keyboard (WAI-ARIA tabs with automatic activation): the theme's tab list moves the
 * focus on ←/→ and selects only on Enter; here the focused tab is selected as well, and Home, End and Space work.
 */
function onTabKeys(event: KeyboardEvent<HTMLDivElement>) {
  const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
    next = document.activeElement as HTMLElement; // moved by the theme
  else if (event.key === 'Home') next = tabs[0];
  else if (event.key === 'End') next = tabs[tabs.length - 1];
  else if (event.key === ' ') next = tab;
  if (!next || !tabs.includes(next)) return;
  event.preventDefault();
  next.focus();
  if (next.getAttribute('aria-selected') !== 'true') next.click();
}

export default function KonvaPlayground({
  examples,
  height,
  children,
}: {
  examples: string;
  height?: string;
  children: ReactNode;
}) {
  const refs = JSON.parse(examples) as ExampleProp[];
  const blocks = Children.toArray(children).filter(isValidElement);
  const h = Number(height) || 300;
  return (
    <div
      className={styles.playground}
      role="group"
      aria-label="可运行的示例"
      data-pg-example={refs.map((r) => r.h).join(' ')}
      onKeyDown={onTabKeys}
    >
      {/* lazy: only the shown flavour is rendered (five highlighted code blocks per example were most of a page's
          DOM) */}
      <Tabs groupId={FLAVOUR_GROUP} queryString lazy className={styles.tabs}>
        {refs.map((r, i) => (
          <TabItem key={r.f} value={r.f} label={FLAVOUR_LABELS[r.f]}>
            {/* keyed by hash: an edited block (hot reload in npm start) gets a fresh panel and runner */}
            <LivePanel key={r.h} flavour={r.f} hash={r.h} assets={r.a} height={h} source={r.s} typescript={r.t === 1}>
              {blocks[i]}
            </LivePanel>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
