import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {markdownPath} from '@site/src/lib/markdownUrl';
import {ASSISTANTS, assistantLink} from '@site/src/config/assistants';
import styles from './styles.module.css';

type CopyState = 'idle' | 'done' | 'failed';

/** The page menu: copy or open this page's Markdown copy, or hand its URL to an AI assistant (menu button pattern). */
export default function PageActions(): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const mdPath = markdownPath(pathname);
  const mdUrl = isBrowser ? new URL(mdPath, window.location.href).href : mdPath;

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const go = (n: number) => list[(n + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  const copyMarkdown = async () => {
    try {
      const res = await fetch(mdPath);
      if (!res.ok) throw new Error(String(res.status));
      await navigator.clipboard.writeText(await res.text());
      setCopy('done');
    } catch {
      setCopy('failed');
    }
    close(true);
  };

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        页面操作
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <span role="status" className={styles.status}>
        {copy === 'done' ? '已复制 Markdown' : copy === 'failed' ? '复制失败，请用“查看 Markdown”' : ''}
      </span>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="页面操作" className={styles.menu} onKeyDown={onMenuKey}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => void copyMarkdown()}
          >
            复制为 Markdown
          </button>
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={mdPath}
            target="_blank"
            rel="noopener"
            onClick={() => close(false)}
          >
            查看 Markdown
          </a>
          <div role="separator" className={styles.separator} />
          {ASSISTANTS.map((a) => (
            <a
              key={a.name}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={assistantLink(a, mdUrl)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}
            >
              在 {a.name} 中提问
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
