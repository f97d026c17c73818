// Shared by the elements that keep their server HTML through hydration (StaticHtml, the table of contents).
import {useLayoutEffect, useRef, useState, type RefObject} from 'react';
import {isHydrating} from './hydration';

/** React is told the element's content is this empty innerHTML: it neither walks nor replaces what is there. */
export const KEEP = {__html: ''};

/**
 * Whether to keep the server's HTML for `content`: only while hydrating it, and for as long as the element shows the
 * same `content` (another page's data renders normally). If React ever client-renders instead (a hydration error
 * elsewhere), there is no server HTML to keep, and the element renders normally too.
 */
export function useKeptHtml<E extends HTMLElement>(content: unknown): {kept: boolean; ref: RefObject<E | null>} {
  const [keptFor, setKeptFor] = useState<{content: unknown} | null>(() => (isHydrating() ? {content} : null));
  const kept = keptFor !== null && keptFor.content === content;
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    if (kept && ref.current && !ref.current.hasChildNodes()) setKeptFor(null);
  }, [kept]);
  return {kept, ref};
}
