// Wrapped to show the blog list's h1 above its posts (set only by the wrapped BlogListPage; see BlogListHeading).
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import BlogListHeading from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListHeading />
      <BlogPostItems {...props} />
    </>
  );
}
