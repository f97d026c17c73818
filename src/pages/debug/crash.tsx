import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

// Armed by `?throw`; the next click anywhere (the crash screen's 重试) disarms it before React retries.
let disarmed = false;

function Bomb({armed}: {armed: boolean}): ReactNode {
  if (armed && !disarmed) throw new Error('演示用的渲染错误：这个组件故意抛出异常。');
  return <p>页面正常渲染。</p>;
}

/** Shows the site's crash screen on demand (`?throw`), to check that 重试 clears a render error. */
export default function CrashDemo(): ReactNode {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('throw')) return;
    document.addEventListener('click', () => (disarmed = true), {capture: true, once: true});
    // The query string is only read in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setArmed(true);
  }, []);
  return (
    <Layout
      title="错误页演示"
      description="用于检查本站崩溃页面的演示页：在地址后加上 ?throw 打开，页面会故意出错，点击重试后恢复。"
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>错误页演示</h1>
        <p>
          在地址后加上 <code>?throw</code>{' '}
          打开本页时，下面的组件会抛出异常，用来展示本站的崩溃页面；点击“重试”后页面恢复正常。
        </p>
        <Bomb armed={armed} />
      </main>
    </Layout>
  );
}
