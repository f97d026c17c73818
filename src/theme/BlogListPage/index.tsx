// Wrapped to give the blog list an h1: the theme shows only the posts' own h2 titles there. The heading itself is
// drawn by the wrapped BlogPostItems, inside the list's main column.
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListHeadingContext} from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, blogDescription} = props.metadata;
  return (
    <BlogListHeadingContext value={{title: blogTitle, description: blogDescription}}>
      <BlogListPage {...props} />
    </BlogListHeadingContext>
  );
}
