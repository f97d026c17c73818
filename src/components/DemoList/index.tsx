import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/** Doc paths include the site's base URL. */
const SANDBOX_PATH = '/docs/sandbox/';

type DemoLink = {path: string; title: string};

/** Every published demo page (docs under /docs/sandbox/), sorted by title. */
function useDemoPages(): DemoLink[] {
  const allDocs = useAllDocsData();
  const SANDBOX_PREFIX = useBaseUrl(SANDBOX_PATH);
  const demos: DemoLink[] = [];
  for (const plugin of Object.values(allDocs)) {
    const version = plugin.versions.find((v) => v.isLast) ?? plugin.versions[0];
    for (const doc of version?.docs ?? []) {
      if (doc.path.startsWith(SANDBOX_PREFIX) && doc.path !== `${SANDBOX_PREFIX}index.html`) {
        demos.push({path: doc.path, title: titleFromId(doc.id)});
      }
    }
  }
  return demos.sort((a, b) => a.title.localeCompare(b.title, 'zh-Hans'));
}

function titleFromId(id: string): string {
  return id.replace(/^docs\/sandbox\//, '').replace(/_/g, ' ');
}

export default function DemoList(): ReactNode {
  const demos = useDemoPages();
  if (demos.length === 0) {
    return <p className={styles.empty}>演示页面正在编写中，先去看看教程吧。</p>;
  }
  return (
    <ul className={styles.list}>
      {demos.map((demo) => (
        <li key={demo.path}>
          <Link to={demo.path} className={`site-card ${styles.card}`}>
            {demo.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
