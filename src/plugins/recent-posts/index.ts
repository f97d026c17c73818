// recent-posts: publishes the newest three blog posts (title, permalink, date, description) as global data, so the
// home page lists them and a new post shows up there with no change to the home code. Docusaurus keeps blog posts
// inside the blog plugin; `allContentLoaded` is where another plugin may read them.
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {recentPosts, type RecentPost} from './posts';

export const RECENT_POSTS_PLUGIN = 'konva-recent-posts';
export type RecentPostsData = {posts: RecentPost[]};

export default function recentPostsPlugin(context: LoadContext): Plugin {
  return {
    name: RECENT_POSTS_PLUGIN,
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const data: RecentPostsData = {
        posts: recentPosts(
          (blog?.blogPosts ?? []).map((p) => p.metadata),
          context.baseUrl,
        ),
      };
      actions.setGlobalData(data);
    },
  };
}
