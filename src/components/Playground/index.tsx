// <KonvaPlayground>: one live example in tabs (原生 JS, React, Vue, Svelte, Angular). The remark plugin
// (src/plugins/playground/remark.ts) emits it around the fenced code blocks, which stay as children.
import React, {Children, isValidElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import LivePanel from './LivePanel';
import {FLAVOUR_LABELS, type Flavour} from '../../plugins/playground/flavours';
import styles from './styles.module.css';

interface Ref {
  f: Flavour;
  h: string;
  a: string[];
}

/** The raw code string of an MDX fenced block (pre > code > "text"). */
function codeOf(node: ReactNode): string {
  let cur: unknown = node;
  for (let i = 0; i < 4 && cur && typeof cur !== 'string'; i++) {
    cur = isValidElement(cur) ? (cur.props as {children?: unknown}).children : Array.isArray(cur) ? cur.join('') : '';
  }
  return typeof cur === 'string' ? cur.replace(/\n$/, '') : '';
}

export default function KonvaPlayground({examples, height, children}: {examples: string; height?: string; children: ReactNode}) {
  const refs = JSON.parse(examples) as Ref[];
  const blocks = Children.toArray(children).filter(isValidElement);
  const h = Number(height) || 300;
  return (
    <div className={styles.playground} data-pg-example={encodeURIComponent(examples)}>
      <Tabs groupId="flavour" queryString className={styles.tabs}>
        {refs.map((r, i) => (
          <TabItem key={r.f} value={r.f} label={FLAVOUR_LABELS[r.f]}>
            <LivePanel flavour={r.f} hash={r.h} assets={r.a} height={h} source={codeOf(blocks[i])}>
              {blocks[i]}
            </LivePanel>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
