// Wrapped to give the blog's author list a meta description: the theme sets only its title.
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withDescription} from '@site/src/components/withDescription';

export default withDescription(
  BlogAuthorsListPage,
  () => 'Konva 中文博客的作者：写下这些文章的人，以及每位作者写过的全部文章。',
);
