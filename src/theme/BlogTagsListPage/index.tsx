// Wrapped to give the blog's tag list a meta description: the theme sets only its title.
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {withDescription} from '@site/src/components/withDescription';

export default withDescription(
  BlogTagsListPage,
  () => 'Konva 中文博客的全部标签：按文字、中文、框架、性能、移动端、升级等主题找到相关文章。',
);
