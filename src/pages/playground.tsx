// /playground, the 演练场: write, keep and share Konva code in five flavours (src/components/PlaygroundPage).
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PlaygroundPage from '@site/src/components/PlaygroundPage';

export default function Playground(): ReactNode {
  return (
    <Layout
      title="演练场"
      description="在浏览器里编写并运行 Konva 代码：原生 JS、React、Vue、Svelte 和 Angular 五种写法，草稿保存在本机，可以生成分享链接，离线也能用。"
    >
      <main>
        <PlaygroundPage />
      </main>
    </Layout>
  );
}
