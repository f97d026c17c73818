import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import styles from './index.module.css';

const quickStart = `import Konva from 'konva';

const stage = new Konva.Stage({container: 'container', width: 400, height: 240});
const layer = new Konva.Layer();
layer.add(new Konva.Circle({x: 200, y: 120, radius: 60, fill: '#1e5aa8', draggable: true}));
stage.add(layer);`;

const entries = [
  {title: '从这里开始', to: '/docs/index.html', text: '安装 Konva，画出第一个舞台，了解接下来该读什么。'},
  {title: '框架集成', to: '/docs/react/index.html', text: '在 React、Vue、Svelte、Angular 里用组件的方式描述画布。'},
  {title: 'API 参考', to: '/api/Konva.html', text: '每个类、每个方法的中文说明，与已安装的 Konva 版本一致。'},
  {title: '演示', to: '/docs/sandbox.html', text: '完整的小应用：编辑器、游戏、图片处理，可直接修改运行。'},
];

export default function Home(): ReactNode {
  return (
    <Layout description="Konva 中文文档：Konva 是一个基于 Canvas 的 2D 绘图库，支持图形、动画、拖放、变换、滤镜和事件，适用于原生 JavaScript、React、Vue、Svelte 与 Angular。">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Konva 中文文档
          </Heading>
          <p className={styles.lead}>
            Konva 是一个 HTML5 Canvas 的 2D 绘图库。它把画布上的内容组织成舞台、图层、组和图形组成的节点树， 让你像操作 DOM
            一样给图形绑定事件、拖动、缩放、做动画，并自动处理重绘和命中检测。
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/index.html">
              快速开始
            </Link>
            <Link className="button button--secondary button--lg" to="/api/Konva.html">
              查阅 API
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section className={styles.section}>
          <Heading as="h2">三步上手</Heading>
          <ol>
            <li>
              安装：<code>npm install konva</code>
            </li>
            <li>
              在页面里放一个容器元素：<code>{'<div id="container"></div>'}</code>
            </li>
            <li>创建舞台、图层和图形：</li>
          </ol>
          <CodeBlock language="js" title="main.js">
            {quickStart}
          </CodeBlock>
        </section>
        <section className={styles.grid} aria-label="文档入口">
          {entries.map((entry) => (
            <Link key={entry.to} to={entry.to} className={`site-card ${styles.card}`}>
              <Heading as="h3">{entry.title}</Heading>
              <p>{entry.text}</p>
            </Link>
          ))}
        </section>
      </main>
    </Layout>
  );
}
