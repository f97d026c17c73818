// Adds <StaticHtml>, which the static-html remark plugin wraps around static Markdown, to the MDX components,
// and Markdown links and list items without an empty class attribute.
import MDXComponents from '@theme-original/MDXComponents';
import StaticHtml from '@site/src/plugins/speed/static-html/client/StaticHtml';
import MdxLink from '@site/src/components/MdxLink';
import MdxListItem from '@site/src/components/MdxListItem';

export default {...MDXComponents, a: MdxLink, li: MdxListItem, StaticHtml};
