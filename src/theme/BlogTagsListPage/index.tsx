// Wrapped to give the blog's tag list a meta description: the theme sets only its title.
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      {/* after the page's own metadata, so this description is the one kept */}
      <PageMetadata description="Konva 中文博客的全部标签：按文字、中文、框架、性能、移动端、升级等主题找到相关文章。" />
    </>
  );
}
