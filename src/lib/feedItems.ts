// The blog feed's items with their publication date. Docusaurus gives each item only `date`, which the feed
// library writes as the JSON feed's date_modified (and Atom's <updated>); readers sort and show posts by
// date_published, which it writes only from `published`. A post's date is when it was published.
import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';

type FeedItem = Awaited<ReturnType<CreateFeedItemsFn>>[number];

/** Each item with `published` set to its post date, unless it already has one. */
export function withPublished(items: FeedItem[]): FeedItem[] {
  return items.map((item) => ({...item, published: item.published ?? item.date}));
}

/** `feedOptions.createFeedItems`: the default items, with their publication date. */
export const createFeedItems: CreateFeedItemsFn = async ({defaultCreateFeedItems, ...params}) =>
  withPublished(await defaultCreateFeedItems(params));
