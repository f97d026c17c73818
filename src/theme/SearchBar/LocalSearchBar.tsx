// Written from @docusaurus/theme-search-algolia@3.10.2 src/theme/SearchBar/index.tsx: the stock DocSearch button and
// modal on the local index, minus the theme's Algolia preconnect, plus our client, the error screen when the index
// cannot load and a "let us know" link.
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
// DocSearch is pinned to 3.9.0: its modal has the 64-character limit, 7/4 recents and 10 favourites we want,
// working no-results suggestions (4.7 stores them as an object and never shows them) and no Ask AI bundle.
import type {DocSearchModal as DocSearchModalType, DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import {
  createLocalSearchClient,
  preloadSearchIndex,
  preloadSearchRuntime,
  type LocalSearchClient,
} from '@site/src/plugins/local-search/client/searchClient';
import {issueTrackerUrl} from '@site/src/config/links';
import {SearchButton, useSearchShortcuts} from './SearchButton';

/**
 * `npm start` has no index (it is made from the built HTML at `npm run build`): the placeholder and the
 * error screen say so in plain words instead of a generic failure.
 */
const IN_DEV = process.env.NODE_ENV === 'development';
export const DEV_SEARCH_PLACEHOLDER = '开发服务器里不能搜索（需要 npm run build）';
const modalTranslations: typeof translations.modal = IN_DEV
  ? {
      ...translations.modal,
      searchBox: {...translations.modal?.searchBox, placeholderText: DEV_SEARCH_PLACEHOLDER},
      errorScreen: {
        titleText: '开发服务器（npm start）里没有搜索索引',
        helpText:
          '搜索索引在 npm run build 时由构建好的页面生成：运行 npm run build，再用 npm run serve 打开站点即可搜索。',
      },
    }
  : translations.modal;

let DocSearchModal: typeof DocSearchModalType | null = null;
function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  preloadSearchRuntime();
  return Promise.all([
    import('@docsearch/react'),
    // @ts-expect-error: a CSS entry point without type declarations
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

/** autocomplete-core cancels pending requests on Tab in its input (and leaves the input where it is). */
function cancelPendingSearches(): void {
  document
    .querySelector('.DocSearch-Input')
    ?.dispatchEvent(new KeyboardEvent('keydown', {key: 'Tab', code: 'Tab', bubbles: true, cancelable: true}));
}

/**
 * DocSearch sets its "error" status when a search rejects with a RetryError, but autocomplete-core's `finally`
 * then resets it to "idle", so the error screen never stays. Cancelling the pending request first runs that
 * `finally` early and skips it later, so "error" is the last status set.
 */
function withErrorScreen(client: LocalSearchClient): LocalSearchClient {
  return {
    ...client,
    search: (input) =>
      client.search(input).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'RetryError') cancelPendingSearches();
        throw error;
      }),
  };
}

function Hit({hit, children}: {hit: DocSearchHit; children: ReactNode}): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: {query: string; context: {nbHits?: unknown}};
  onClose: () => void;
}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

const missingResultsUrl = ({query}: {query: string}): string =>
  `${issueTrackerUrl}/new?title=${encodeURIComponent(`搜索「${query}」没有结果`)}`;

export default function LocalSearchBar({manifestPath}: {manifestPath: string}): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const manifestUrl = useBaseUrl(manifestPath);
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const searchClient = useMemo(() => withErrorScreen(createLocalSearchClient(manifestUrl)), [manifestUrl]);
  const transformSearchClient = useCallback(() => searchClient as never, [searchClient]);
  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    preloadSearchIndex(manifestUrl);
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [manifestUrl]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // leave the browser's find alone
      event.preventDefault(); // the key goes into the modal's input once, not twice
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    buttonRef: searchButtonRef,
  });
  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  // The stock DocSearch pattern: openModal creates the container before isOpen turns true.
  // Read after openModal set it; a ref change alone never needs a render here.
  // eslint-disable-next-line react-hooks/refs -- see above
  const container = searchContainer.current;
  return (
    <>
      <SearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        buttonText={translations.button?.buttonText ?? '搜索'}
        // Named by its visible word (DocSearch's "搜索 (Ctrl+K)" beside the visible 搜索 fails axe's
        // label-content-name-mismatch); the shortcut is announced and shown on hover.
        aria-label={translations.button?.buttonText ?? '搜索'}
        aria-keyshortcuts="Control+K Meta+K"
        title="搜索（快捷键 Ctrl+K 或 ⌘K）"
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            searchParameters={algolia.searchParameters}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as never}
            transformItems={transformItems as never}
            hitComponent={Hit as never}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent as never}
            getMissingResultsUrl={missingResultsUrl}
            placeholder={modalTranslations?.searchBox?.placeholderText}
            translations={modalTranslations}
          />,
          container,
        )}
    </>
  );
}
