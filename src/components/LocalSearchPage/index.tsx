// The /search page on the local index: a query field kept in `?q=`, the results in pages of 15 that load as the
// reader scrolls, and every outcome said in words (searching, nothing found, the index could not load: 重试).
import React, {useEffect, useRef, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useSearchPages, type ResultItem} from './useSearchPages';
import styles from './styles.module.css';

function pageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function Result({item}: {item: ResultItem}): ReactNode {
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultHeading}>
        {/* the index escapes every character; only its match tags are markup */}
        <Link to={item.url} dangerouslySetInnerHTML={{__html: item.title}} />
      </Heading>
      {item.breadcrumbs.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={`breadcrumbs ${styles.path}`}>
            {item.breadcrumbs.map((html, i) => (
              <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
            ))}
          </ul>
        </nav>
      )}
      {item.summary && <p className={styles.summary} dangerouslySetInnerHTML={{__html: item.summary}} />}
    </article>
  );
}

/** Asks for the next page when the end of the list scrolls into view. */
function MoreLoader({onVisible}: {onVisible: () => void}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible());
    observer.observe(el);
    return () => observer.disconnect();
  }, [onVisible]);
  return (
    <div ref={ref} className={styles.loader}>
      <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
    </div>
  );
}

export default function LocalSearchPage({manifestPath}: {manifestPath: string}): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const {state, more, retry} = useSearchPages(useBaseUrl(manifestPath), query);
  const title = pageTitle(query);
  const {selectMessage} = usePluralForm();
  return (
    <Layout title={title} description="在 Konva 中文文档的教程、演示和 API 参考中搜索。">
      <Head>
        {/* a results page is no page of its own for a search engine; its links are */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            autoFocus
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'done' &&
            state.total > 0 &&
            selectMessage(
              state.total,
              translate(
                {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
                {count: state.total},
              ),
            )}
          {state.status === 'done' && state.total === 0 && (
            <p>
              <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
            </p>
          )}
          {state.status === 'loading' && <div className={styles.spinner} role="progressbar" aria-label="正在搜索" />}
        </div>
        {state.status === 'error' && (
          <div role="alert" className={`alert alert--danger ${styles.error}`}>
            <p>
              <strong>无法获取搜索结果。</strong>
              搜索索引没有加载成功，可能是网络中断或站点正在更新。请检查网络连接后重试。
            </p>
            <p className={styles.errorDetail}>{state.message}</p>
            <button type="button" className="button button--primary" onClick={retry}>
              重试
            </button>
          </div>
        )}
        {state.status === 'done' && state.items.length > 0 && (
          <>
            <section aria-label="搜索结果">
              {state.items.map((item, i) => (
                <Result key={`${item.url}#${i}`} item={item} />
              ))}
            </section>
            {state.page + 1 < state.pages && <MoreLoader onVisible={more} />}
          </>
        )}
      </main>
    </Layout>
  );
}
