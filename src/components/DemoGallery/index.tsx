import {useId, useMemo, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {FLAVOUR_LABELS} from '@site/src/plugins/playground/flavours';
import {
  DEMO_TAGS,
  GALLERY_ROUTES,
  filterFromSearch,
  filterToSearch,
  matchesFilter,
  type Demo,
  type DemoFilter,
  type DemoTag,
} from '@site/src/plugins/demo-gallery/data';
import styles from './styles.module.css';

/** The gallery's thumbnail size: the thumbnails script writes exactly this, so cards never shift while loading. */
const THUMB_W = 480;
const THUMB_H = 300;
const NO_FILTER: DemoFilter = {tags: [], query: ''};

function DemoCard({demo}: {demo: Demo}): ReactNode {
  const thumb = useBaseUrl(demo.thumbnail ?? '/');
  return (
    <li className={styles.card} data-demo={demo.name}>
      {demo.thumbnail ? (
        <img
          className={styles.thumb}
          src={thumb}
          width={THUMB_W}
          height={THUMB_H}
          loading="lazy"
          decoding="async"
          alt=""
        />
      ) : (
        <div className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Heading as="h2" className={styles.title}>
          <Link to={demo.permalink} className={styles.link}>
            {demo.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{demo.summary}</p>
        <ul className={styles.tags} aria-label="标签">
          {demo.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <p className={styles.flavours}>
          <span className={styles.srOnly}>写法：</span>
          {demo.flavours.map((f) => FLAVOUR_LABELS[f]).join(' · ')}
        </p>
      </div>
    </li>
  );
}

/** The demo index: every demo page as a card, filtered by tags and text; the filter lives in the URL. */
export default function DemoGallery({demos}: {demos: Demo[]}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  // The URL is the filter's only state. The server HTML and the hydration render show every demo (the server has
  // no query string); right after hydration the URL's filter applies.
  const isBrowser = useIsBrowser();
  const filter = isBrowser ? filterFromSearch(location.search) : NO_FILTER;
  const update = (next: DemoFilter) => history.replace({...location, search: filterToSearch(next)});
  const toggle = (tag: DemoTag) =>
    update({
      ...filter,
      tags: filter.tags.includes(tag)
        ? filter.tags.filter((t) => t !== tag)
        : DEMO_TAGS.filter((t) => t === tag || filter.tags.includes(t)),
    });
  const usedTags = useMemo(() => DEMO_TAGS.filter((t) => demos.some((d) => d.tags.includes(t))), [demos]);
  const shown = demos.filter((d) => matchesFilter(d, filter));
  const filtered = filter.tags.length > 0 || filter.query.trim() !== '';
  const canonical = useBaseUrl(GALLERY_ROUTES[0], {absolute: true});

  return (
    <Layout
      title="演示"
      description="用 Konva 做出的完整小应用：编辑器、游戏、图片处理、性能测试，每个都有五种写法，可在页面里直接修改运行。"
    >
      {/* after the theme's own canonical and og:url (this page's address), so these replace them */}
      <Head>
        <link rel="canonical" href={canonical} />
        <meta property="og:url" content={canonical} />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">演示</Heading>
        <p className={styles.lead}>
          每个演示都是一个完整的小应用，把几项 Konva
          功能组合起来解决一个具体问题。打开后可以直接修改代码、切换写法、下载成项目。想按主题系统地学，请从{' '}
          <Link to="/docs/index.html">教程</Link>开始。
        </p>
        <div role="search" className={styles.controls} aria-label="筛选演示">
          <label htmlFor={inputId} className={styles.label}>
            搜索演示
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            placeholder="输入关键词，如 拖放、图片、PDF"
            value={filter.query}
            onChange={(e) => update({...filter, query: e.target.value})}
          />
          <div className={styles.tagButtons} role="group" aria-label="按标签筛选">
            {usedTags.map((t) => (
              <button
                key={t}
                type="button"
                className={styles.tagButton}
                aria-pressed={filter.tags.includes(t)}
                onClick={() => toggle(t)}
              >
                {t}
              </button>
            ))}
          </div>
        </div>
        <p className={styles.count} role="status" data-demo-count={shown.length}>
          {filtered ? `${demos.length} 个演示中有 ${shown.length} 个符合` : `共 ${demos.length} 个演示`}
          {filtered && (
            <button type="button" className={styles.clear} onClick={() => update({tags: [], query: ''})}>
              清除筛选
            </button>
          )}
        </p>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map((d) => (
              <DemoCard key={d.name} demo={d} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>无匹配的演示。换个关键词，或清除筛选看全部演示。</p>
        )}
      </main>
    </Layout>
  );
}
