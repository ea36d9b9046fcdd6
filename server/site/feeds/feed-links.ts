// A blog's feeds by format (`?format=rss`, `?format=atom`), and the alternate links its pages' heads carry.

/** How many of the latest posts a feed holds. */
export const FEED_ITEM_LIMIT = 20;

/** The feed formats, by the `?format=` that asks for them. */
export const FEED_FORMATS = {
  rss: { type: 'application/rss+xml', label: 'RSS' },
  atom: { type: 'application/atom+xml', label: 'Atom' },
} as const;

/** A feed format. */
export type FeedFormat = keyof typeof FEED_FORMATS;

/** The feed format `?format=` asks for, if it asks for one. */
export function feedFormatOf(query: Readonly<Record<string, unknown>>): FeedFormat | undefined {
  const format = query.format;
  return format === 'rss' || format === 'atom' ? format : undefined;
}

/** The head's alternate links of a blog's pages (the list and its posts): its RSS and Atom feeds. */
export function feedLinks(
  collection: { title?: unknown; fullUrl?: unknown; typeName?: unknown } | undefined,
  baseUrl: string,
): { type: string; title: string; href: string }[] {
  if (collection?.typeName !== 'blog' || typeof collection.fullUrl !== 'string') return [];
  const title = typeof collection.title === 'string' ? collection.title : '';
  return (Object.entries(FEED_FORMATS) as [FeedFormat, (typeof FEED_FORMATS)[FeedFormat]][]).map(
    ([format, { type, label }]) => ({
      type,
      title: `${title} (${label})`,
      href: `${baseUrl}${collection.fullUrl}?format=${format}`,
    }),
  );
}
