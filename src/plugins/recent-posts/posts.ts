// Which blog posts the home page lists: pure, so the choice is unit-tested without a build.

/** What the home page shows of a post. `permalink` is without the base URL (Link adds it). */
export interface RecentPost {
  title: string;
  permalink: string;
  /** ISO date, e.g. 2025-11-20T00:00:00.000Z. */
  date: string;
  description: string;
}

/** The part of a loaded blog post this needs. */
export interface PostMetadata {
  title: string;
  permalink: string;
  date: Date;
  description: string;
  unlisted: boolean;
}

/** The newest `count` listed posts, newest first (drafts never reach a production build's loaded content). */
export function recentPosts(posts: readonly PostMetadata[], baseUrl: string, count = 3): RecentPost[] {
  return posts
    .filter((p) => !p.unlisted)
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, count)
    .map((p) => ({
      title: p.title,
      permalink: p.permalink.startsWith(baseUrl) ? `/${p.permalink.slice(baseUrl.length)}` : p.permalink,
      date: p.date.toISOString(),
      description: p.description,
    }));
}
