// Wrapped to give an author's page a meta description, the author's own from blog/authors.yml: the theme shows it
// on the page but sets only the title.
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import {withDescription} from '@site/src/components/withDescription';

export default withDescription<Props>(BlogAuthorsPostsPage, (props) => props.author.description);
