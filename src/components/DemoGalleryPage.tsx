import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DemoList from '@site/src/components/DemoList';

/** The demo index, served at both /docs/sandbox.html and /docs/sandbox/index.html. */
export default function DemoGalleryPage(): ReactNode {
  return (
    <Layout title="演示" description="用 Konva 做出的完整小应用，每个都能在页面里直接编辑运行。">
      <main className="container margin-vert--lg">
        <Heading as="h1">演示</Heading>
        <p>
          这些演示把多个 Konva 功能组合成完整的小应用。每个演示都可以直接修改代码并运行。 想按主题系统地学习，请从 <Link to="/docs/index.html">教程</Link>{' '}
          开始。
        </p>
        <DemoList />
      </main>
    </Layout>
  );
}
