// The home page: what Konva is and why to use it, a live Konva scene (drawn after the page is usable), one example
// in five flavours, what the site offers, the newest demos and posts (plugin global data) and a quick start.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import HeroScene from '@site/src/components/Home/HeroScene';
import FlavourExample from '@site/src/components/Home/FlavourExample.mdx';
import {NewestDemos, NewestPosts} from '@site/src/components/Home/Newest';
import styles from './index.module.css';

const firstStage = `import Konva from 'konva';

// 舞台对应页面上的容器，图层是一张 <canvas>，图形放进图层才会显示
const stage = new Konva.Stage({ container: 'container', width: 360, height: 240 });
const layer = new Konva.Layer();
stage.add(layer);

const box = new Konva.Rect({
  x: 40, y: 40, width: 140, height: 90, cornerRadius: 12,
  fill: '#4f9dff', draggable: true,
});
box.on('click tap', () => box.fill('#ff9f43'));
layer.add(box);`;

const installs: {flavour: string; command: string}[] = [
  {flavour: '原生 JS', command: 'npm i konva'},
  {flavour: 'React', command: 'npm i konva react-konva'},
  {flavour: 'Vue', command: 'npm i konva vue-konva'},
  {flavour: 'Svelte', command: 'npm i konva svelte-konva'},
  {flavour: 'Angular', command: 'npm i konva ng2-konva'},
];

const reasons: {title: string; text: ReactNode}[] = [
  {
    title: '图形是对象，不是像素',
    text: '原生 Canvas 画完就只剩像素。Konva 把内容组织成舞台、图层、组和图形组成的节点树，改一个属性，它只重绘受影响的图层。',
  },
  {
    title: '事件绑在图形上',
    text: (
      <>
        <code>click</code>、<code>tap</code>、<code>mouseenter</code> 直接绑在图形上，还会像 DOM
        一样冒泡；指针落在哪个图形上由命中检测判断，不规则形状也准。
      </>
    ),
  },
  {
    title: '拖放和变换器现成可用',
    text: (
      <>
        一个 <code>draggable</code>{' '}
        就能拖动；变换器（Transformer）给选中的图形加上缩放、旋转控制点，编辑器最核心的交互不用自己写。
      </>
    ),
  },
  {
    title: '动画、滤镜、导出',
    text: '补间动画和逐帧动画、模糊与调色滤镜、导出高清 PNG 或 JSON，都只要几行代码。鼠标、触摸和触控笔走同一套事件。',
  },
];

const offers: {title: string; to: string; text: string}[] = [
  {
    title: '循序渐进的教程',
    to: '/docs/index.html',
    text: '从第一个舞台讲到性能优化，每页都有能在页面里直接修改、运行的示例。',
  },
  {
    title: '处处五种写法',
    to: '/docs/react/index.html',
    text: '示例都有原生 JS、React、Vue、Svelte、Angular 版本；选一次写法，全站记住。',
  },
  {
    title: '离线搜索',
    to: '/search',
    text: '按 Ctrl + K 或 / 就能搜，中文词和 API 名称都认得；索引随站点一起构建，不请求任何外部服务。',
  },
  {
    title: '中文 API 参考',
    to: '/api/Konva.html',
    text: '每个类、属性和方法都有中文说明和 TypeScript 签名，与本站使用的 Konva 版本逐项对应。',
  },
  {
    title: '完整的演示',
    to: '/docs/sandbox.html',
    text: '画布编辑器、图片裁剪、签名板、小游戏……完整的小应用，拿去改一改就能用。',
  },
  {title: '博客', to: '/blog', text: 'Konva 的新版本、踩过的坑和本站的更新。'},
];

export default function Home(): ReactNode {
  return (
    <Layout description="Konva 中文文档：Konva 是一个基于 Canvas 的 2D 绘图库，支持图形、动画、拖放、变换、滤镜和事件，适用于原生 JavaScript、React、Vue、Svelte 与 Angular。">
      {/* a named section, not a <header>: outside <main> that would be a second banner landmark beside the navbar */}
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            {/* a plain h1: the theme's Heading drops the id of an h1, which aria-labelledby needs */}
            <h1 id="home-title" className={styles.title}>
              Konva 中文文档
            </h1>
            <p className={styles.tagline}>在 Canvas 上画能拖、能点、会动的图形</p>
            <p className={styles.lead}>
              Konva 是一个开源的 HTML5 Canvas 2D
              绘图库。画上去的每个矩形、圆、文字和图片都是一个对象：随时改属性、绑定点击和拖放、做动画，重绘和命中检测交给
              Konva。原生 JavaScript、React、Vue、Svelte、Angular 都能用。
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/index.html" data-likely-next>
                快速开始
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/sandbox.html" data-likely-next>
                浏览演示
              </Link>
            </div>
          </div>
          <HeroScene />
        </div>
      </section>
      <main className={`container ${styles.main}`}>
        <section className={styles.section} aria-labelledby="why">
          <Heading as="h2" id="why">
            为什么用 Konva
          </Heading>
          <div className={styles.reasons}>
            {reasons.map((r) => (
              <div key={r.title} className={styles.reason}>
                <Heading as="h3">{r.title}</Heading>
                <p>{r.text}</p>
              </div>
            ))}
          </div>
          <p className={styles.note}>
            它不擅长的：成千上万个同时运动的精灵、3D 场景，这类需求更适合基于 WebGL 的库。选型细节见
            <Link to="/docs/guides/why-konva.html">为什么选择 Konva</Link>和
            <Link to="/docs/guides/best-canvas-library.html">与其他画布库的比较</Link>。
          </p>
        </section>

        <section className={styles.section} aria-labelledby="quick-start">
          <Heading as="h2" id="quick-start">
            五分钟上手
          </Heading>
          <ol className={styles.steps}>
            <li>
              <p>安装 Konva；用框架的话，再加上对应的封装库：</p>
              <ul className={styles.installs}>
                {installs.map((i) => (
                  <li key={i.flavour}>
                    <span>{i.flavour}</span>
                    <code>{i.command}</code>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <p>
                在页面里放一个容器：<code>{'<div id="container"></div>'}</code>
              </p>
            </li>
            <li>
              <p>创建舞台、图层和图形。这个矩形可以拖动，点一下会变色：</p>
              <CodeBlock language="js" title="main.js">
                {firstStage}
              </CodeBlock>
            </li>
          </ol>
          <p>
            接下来读<Link to="/docs/index.html">开始使用 Konva</Link>
            ：容器尺寸、不用构建工具怎么试，以及下一步该看哪些教程。
          </p>
        </section>

        <section className={styles.section} aria-labelledby="flavours">
          <Heading as="h2" id="flavours">
            同一个例子，五种写法
          </Heading>
          <p>
            点一下圆形换颜色，按住可以拖动。用框架时，颜色和位置放在状态里，Konva
            负责画和交互。你在这里选的写法，站内所有示例都会记住。
          </p>
          {/* MDXContent gives the partial the theme's MDX components: highlighted, titled code blocks with a copy
              button. */}
          <MDXContent>
            <FlavourExample />
          </MDXContent>
          <p>
            想边改边看效果？<Link to="/docs/drag_and_drop/Drag_and_Drop.html">拖放入门</Link>
            里的示例同样有五种写法，可以直接在页面里编辑运行，也能下载成完整项目。
          </p>
        </section>

        <section className={styles.section} aria-labelledby="offers">
          <Heading as="h2" id="offers">
            这个站点有什么
          </Heading>
          <ul className={styles.offers}>
            {offers.map((o) => (
              <li key={o.to}>
                <Link to={o.to} className={`site-card ${styles.offer}`}>
                  <Heading as="h3">{o.title}</Heading>
                  <p>{o.text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.newestRow}>
          <NewestDemos />
          <NewestPosts />
        </div>
      </main>
    </Layout>
  );
}
