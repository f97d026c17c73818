// 最新演示 and 最新文章: read from global data that the demo-gallery and recent-posts plugins publish at build time,
// so a new demo page or blog post appears here with no change to the home code.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {DemoGalleryGlobalData} from '../../plugins/demo-gallery';
import type {NewestDemo} from '../../plugins/demo-gallery/newest';
import type {RecentPostsData} from '../../plugins/recent-posts';
import {chineseDate} from './dates';
import styles from './styles.module.css';

function DemoCard({demo}: {demo: NewestDemo}): ReactNode {
  const thumbnail = useBaseUrl(demo.thumbnail ?? '/');
  return (
    <li className={styles.demoCard}>
      {demo.thumbnail ? (
        <img
          className={styles.demoThumb}
          src={thumbnail}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={`${styles.demoThumb} ${styles.demoThumbEmpty}`} />
      )}
      <div className={styles.demoBody}>
        <Heading as="h3" className={styles.demoTitle}>
          <Link to={demo.permalink}>{demo.title}</Link>
        </Heading>
        <p>{demo.summary}</p>
      </div>
    </li>
  );
}

export function NewestDemos(): ReactNode {
  const data = usePluginData('konva-demo-gallery') as DemoGalleryGlobalData | undefined;
  const demos = data?.newest ?? [];
  return (
    <section className={styles.newest} aria-labelledby="newest-demos">
      <div className={styles.newestHead}>
        <Heading as="h2" id="newest-demos">
          最新演示
        </Heading>
        <Link to="/docs/sandbox.html">全部演示</Link>
      </div>
      {demos.length > 0 ? (
        <ul className={styles.demoList} data-newest="demos">
          {demos.map((demo) => (
            <DemoCard key={demo.permalink} demo={demo} />
          ))}
        </ul>
      ) : (
        <p>演示都在演示页里。</p>
      )}
    </section>
  );
}

export function NewestPosts(): ReactNode {
  const data = usePluginData('konva-recent-posts') as RecentPostsData | undefined;
  const posts = data?.posts ?? [];
  return (
    <section className={styles.newest} aria-labelledby="newest-posts">
      <div className={styles.newestHead}>
        <Heading as="h2" id="newest-posts">
          最新文章
        </Heading>
        <Link to="/blog">全部文章</Link>
      </div>
      <ul className={styles.postList} data-newest="posts">
        {posts.map((post) => (
          <li key={post.permalink}>
            <time dateTime={post.date}>{chineseDate(post.date)}</time>
            <Link to={post.permalink} className={styles.postTitle}>
              {post.title}
            </Link>
            <p>{post.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
