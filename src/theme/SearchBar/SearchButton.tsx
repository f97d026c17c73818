// The navbar's search button and shortcuts, in the markup and behaviour of @docsearch/react@3.9.0 dist/esm/index.js
// (DocSearchButton, useDocSearchKeyboardEvents) without importing it: that package is one module, so using its button
// put the whole modal (~27 KB gzip) into every page's main bundle. The modal itself still comes from DocSearch, loaded
// on first use.
import React, {forwardRef, useEffect, type ComponentProps, type ReactNode, type RefObject} from 'react';

type SearchButtonProps = ComponentProps<'button'> & {buttonText: string};

/** DocSearch's button (same classes, so its stylesheet applies); the key caps are left out, styles.css hides them
 * anyway. */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {buttonText, ...props},
  ref,
): ReactNode {
  return (
    <button type="button" className="DocSearch DocSearch-Button" {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
    </button>
  );
});

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

export interface SearchShortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the button has focus (it opens the modal with that key as the query). */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Ctrl/⌘+K opens and closes, / opens outside text fields, Escape closes: DocSearch's useDocSearchKeyboardEvents. */
export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef}: SearchShortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      if ((event.code === 'Escape' && isOpen) || toggle || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another DocSearch modal already open (a second search bar) keeps the stage.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode)))
        onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
