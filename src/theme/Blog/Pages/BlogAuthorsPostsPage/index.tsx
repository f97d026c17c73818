// Wrapped to give an author's page a meta description (the author's own, from blog/authors.yml): the theme shows
// it on the page but sets only the title.
import type {ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      {/* after the page's own metadata, so this description is the one kept */}
      <PageMetadata description={props.author.description} />
    </>
  );
}
