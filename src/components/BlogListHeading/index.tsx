// The blog list's own heading (the blog's title as its h1, its description under it), set by the wrapped
// BlogListPage and shown by the wrapped BlogPostItems above the posts. Tag and author pages, which show the same
// posts under an h1 of their own, have no value here and show nothing.
import {createContext, use, type ReactNode} from 'react';
import Heading from '@theme/Heading';

export type BlogListHeadingValue = {title: string; description: string};

export const BlogListHeadingContext = createContext<BlogListHeadingValue | null>(null);

export default function BlogListHeading(): ReactNode {
  const heading = use(BlogListHeadingContext);
  if (!heading) return null;
  return (
    <div className="margin-bottom--xl">
      <Heading as="h1">{heading.title}</Heading>
      {heading.description && <p>{heading.description}</p>}
    </div>
  );
}
