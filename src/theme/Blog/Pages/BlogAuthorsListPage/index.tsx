// Wrapped to give the blog's author list a meta description: the theme sets only its title.
import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      {/* after the page's own metadata, so this description is the one kept */}
      <PageMetadata description="Konva 中文博客的作者：写下这些文章的人，以及每位作者写过的全部文章。" />
    </>
  );
}
