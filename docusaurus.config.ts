import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {konvaVersion} from './src/config/versions';
import {externalLinks} from './src/config/links';
import {siteScripts} from './src/config/scripts';
import {searchThemeConfig} from './src/config/search';
import {announcementId, sitePlugins, sitePresets} from './src/config/plugins';
import {docsFocus} from './src/config/focus';
import {codeTokenTheme} from './src/css/codeThemes';
import {ssrTemplate} from './src/lib/ssrTemplate';
import {siteUrl, baseUrl} from './src/config/site';

const focus = docsFocus();

const config: Config = {
  title: 'Konva 中文文档',
  tagline: '用 Konva 在 Canvas 上绘图、做动画、处理交互：教程、可运行示例与完整 API 参考',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: undefined,
  ssrTemplate,

  future: {
    // v4 flags minus storage namespacing: the announcement bar must keep the plain
    // `docusaurus.announcement.*` localStorage keys readers already have.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  // A focused build (DOCS_FOCUS) leaves the other sections out, so links into them are expected to dangle.
  onBrokenLinks: focus ? 'ignore' : 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    localeConfigs: {
      'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory'},
    },
  },

  scripts: siteScripts(process.env),

  // every plugin, the preset's and ours, in order: src/config/plugins.ts
  presets: sitePresets(),
  clientModules: [
    './src/clientModules/htmlSuffixRetry.ts',
    './src/clientModules/prefetchBudget.ts',
    './src/clientModules/warmExample.ts',
  ],
  plugins: sitePlugins(),

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'Konva, Konva.js, Canvas, 中文文档, react-konva, vue-konva'},
      // The theme derives og:locale from htmlLang (zh-Hans → zh_Hans), which Open Graph does not know; this later
      // tag of the same property replaces it (react-helmet keeps one), while <html lang> stays zh-Hans.
      {property: 'og:locale', content: 'zh_CN'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: true},
    announcementBar: {
      id: announcementId,
      content: `本站文档与示例对应 Konva ${konvaVersion}，所有示例都可在页面中直接编辑运行，无需联网。`,
      backgroundColor: '#1e5aa8',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Konva 中文文档',
      hideOnScroll: true,
      logo: {alt: 'Konva 中文文档标志', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialsSidebar', position: 'left', label: '教程'},
        {to: '/docs/sandbox.html', label: '演示', position: 'left'},
        {type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API 参考'},
        {
          type: 'dropdown',
          label: '框架',
          position: 'left',
          items: ['React', 'Vue', 'Svelte', 'Angular'].map((name) => ({
            label: name,
            to: `/docs/${name.toLowerCase()}/index.html`,
          })),
        },
        {to: '/blog', label: '博客', position: 'left'},
        {to: '/playground', label: '演练场', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'search', position: 'right'},
        ...Object.entries(externalLinks).map(([key, link]) => ({
          href: link.href,
          position: 'right' as const,
          className: `navbar-icon-link navbar-icon-link--${key}`,
          'aria-label': link.label,
        })),
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Konva 中文文档标志', src: 'img/logo.svg', width: 48, height: 48},
      links: [
        {
          title: '文档',
          items: [
            {label: '快速开始', to: '/docs/index.html'},
            {label: '演示', to: '/docs/sandbox.html'},
            {label: 'API 参考', to: '/api/Konva.html'},
          ],
        },
        {
          title: '社区',
          items: Object.values(externalLinks).map((link) => ({label: link.label, href: link.href})),
        },
        {
          title: '更多',
          items: [
            {label: '博客', to: '/blog'},
            {label: 'GitHub', href: externalLinks.github.href},
          ],
        },
      ],
      copyright: `Copyright © 2025–${Math.max(2025, new Date().getFullYear())} Konva 中文文档。Konva 由 Anton Lavrenov 及贡献者开发，以 MIT 许可证发布；本站内容为原创。`,
    },
    prism: {
      // The theme code blocks render with: CSS variables (src/css/codeTokens.css) serve both modes, so no darkTheme;
      // AA contrast for every token in both palettes (src/css/codeThemes.ts, tests/unit/codeThemes.test.ts)
      theme: codeTokenTheme,
      // json, typescript and tsx ship with prism-react-renderer: registering them again re-walks every grammar at
      // startup
      additionalLanguages: ['bash'],
    },
    ...searchThemeConfig(),
  } satisfies Preset.ThemeConfig,
};

export default config;
