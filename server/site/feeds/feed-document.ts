// What a blog's feed says, whichever format writes it: the blog, and each post with its link, dates, author, categories, summary and cover picture.

/** A cover picture as an enclosure: RSS needs its absolute address, its length in bytes and its type. */
export interface FeedEnclosure {
  url: string;
  length: number;
  type: string;
}

/** One post of a feed. */
export interface FeedEntry {
  /** The post's stable id (its content item id): the RSS guid, and in the Atom id. */
  id: string;
  title: string;
  /** The post's absolute address. */
  link: string;
  published: Date;
  updated: Date;
  author?: string;
  /** The post's categories, then its tags. */
  categories: string[];
  /** The excerpt (or the start of the body) as HTML. */
  summaryHtml: string;
  enclosure?: FeedEnclosure;
}

/** A blog's feed. */
export interface FeedDocument {
  title: string;
  /** The blog's absolute address. */
  link: string;
  /** The feed's own absolute address (`…?format=rss`). */
  selfUrl: string;
  description: string;
  /** BCP 47, the site's primary language. */
  language: string;
  /** The latest change among the posts (or now, for a blog without any). */
  updated: Date;
  /** The site's name: the Atom feed's author when a post names none. */
  siteTitle: string;
  entries: FeedEntry[];
}
