// A blog's feed as RSS 2.0 (what Squarespace answers at BLOG_URL?format=rss): the channel, and each post as an item with guid, pubDate, dc:creator, categories, description and enclosure.
import { xmlText } from '../search-engines/xml-text.js';
import type { FeedDocument, FeedEntry } from './feed-document.js';

/** RFC 822 as RSS 2.0 wants it (`Sun, 29 Nov 2026 08:30:00 GMT`). */
function rfc822(moment: Date): string {
  return moment.toUTCString();
}

function item(entry: FeedEntry): string {
  const lines = [
    '<item>',
    `<title>${xmlText(entry.title)}</title>`,
    `<link>${xmlText(entry.link)}</link>`,
    `<guid isPermaLink="false">${xmlText(entry.id)}</guid>`,
    `<pubDate>${rfc822(entry.published)}</pubDate>`,
    // RSS's own <author> is an email address; the name goes in Dublin Core's creator, as most feeds do.
    ...(entry.author === undefined ? [] : [`<dc:creator>${xmlText(entry.author)}</dc:creator>`]),
    ...entry.categories.map((category) => `<category>${xmlText(category)}</category>`),
    `<description>${xmlText(entry.summaryHtml)}</description>`,
    ...(entry.enclosure === undefined
      ? []
      : [
          `<enclosure url="${xmlText(entry.enclosure.url)}" length="${entry.enclosure.length}" type="${xmlText(entry.enclosure.type)}"/>`,
        ]),
    '</item>',
  ];
  return lines.join('\n');
}

/** The RSS 2.0 document of `feed`. */
export function rssXml(feed: FeedDocument): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(feed.title)}</title>`,
    `<link>${xmlText(feed.link)}</link>`,
    `<atom:link href="${xmlText(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xmlText(feed.description)}</description>`,
    `<language>${xmlText(feed.language)}</language>`,
    `<lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>`,
    '<generator>Tessera</generator>',
    ...feed.entries.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
