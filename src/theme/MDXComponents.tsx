// Adds <StaticHtml>, which the static-html remark plugin wraps around static Markdown, to the MDX components.
import MDXComponents from '@theme-original/MDXComponents';
import StaticHtml from '@site/src/plugins/speed/static-html/client/StaticHtml';

export default {...MDXComponents, StaticHtml};
