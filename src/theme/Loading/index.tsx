// Ejected from @docusaurus/core@3.10.2 lib/client/theme-fallback/Loading/index.js. Change: the fallback showed an
// English "Retry" and a spinner; we show the error with a Chinese 重试 button and rely on the route progress bar.
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function Loading({error, retry}: LoadingComponentProps): ReactNode {
  if (!error) return null;
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>
        <Translate id="site.loading.failed">页面内容加载失败，可能是网络中断或网站刚刚更新。</Translate>
      </p>
      <p className={styles.message}>{String(error)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        <Translate id="theme.ErrorPageContent.tryAgain">重试</Translate>
      </button>
    </div>
  );
}
