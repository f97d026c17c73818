// A member's live example, mounted only when the reader scrolls near it. Until then the page holds a placeholder of
// about the same height (so nothing jumps), carrying the example's data-pg-example hashes like a mounted playground.
// The class pages stay light: highlighted code and the runner exist only for the examples a reader reaches.
import React, {Children, isValidElement, useEffect, useRef, useState, type ReactNode} from 'react';
import {API_EXAMPLE_CHROME, CODE_BLOCK} from '@site/src/config/layout';
import styles from './styles.module.css';

/** Mount this far before the example enters the viewport. */
const MARGIN = '600px 0px';

/** `eager`: the class example under the introduction, rendered with the page (it is on screen when the page opens). */
export default function ApiExample({
  children,
  height,
  lines,
  eager = false,
}: {
  children: ReactNode;
  height: number;
  lines: number;
  eager?: boolean;
}) {
  const [shown, setShown] = useState(eager);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      {rootMargin: MARGIN},
    );
    io.observe(el);
    return () => io.disconnect();
  }, [shown]);
  if (shown) return <div className={styles.example}>{children}</div>;
  const child = Children.toArray(children).find(isValidElement) as React.ReactElement<{examples?: string}> | undefined;
  // the same hashes the mounted playground carries (not its sources: they would make the page's HTML heavy)
  const hashes = (JSON.parse(child?.props.examples ?? '[]') as {h: string}[]).map((r) => r.h).join(' ');
  // the mounted example's height: tabs and toolbar, preview, code block; the stylesheet picks one by screen width
  const body = height + CODE_BLOCK.paddingPx + lines * CODE_BLOCK.linePx;
  const style = {
    '--api-example-desktop': `${Math.round(API_EXAMPLE_CHROME.desktopPx + body)}px`,
    '--api-example-mobile': `${Math.round(API_EXAMPLE_CHROME.mobilePx + body)}px`,
  } as React.CSSProperties;
  return (
    <div ref={ref} className={styles.examplePending} style={style} data-pg-example={hashes} data-api-example-pending="">
      示例加载中…
    </div>
  );
}
