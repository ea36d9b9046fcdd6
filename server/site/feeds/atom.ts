// A blog's feed as Atom 1.0 (RFC 4287), the format of the page head's alternate link: the same posts as the RSS feed.
import { w3cDateTime, xmlText } from '../search-engines/xml-text.js';
import type { FeedDocument, FeedEntry } from './feed-document.js';

function entry(post: FeedEntry, siteTitle: string): string {
  return [
    '<entry>',
    `<title type="text">${xmlText(post.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${xmlText(post.link)}"/>`,
    `<id>${xmlText(post.link)}</id>`,
    `<published>${w3cDateTime(post.published)}</published>`,
    `<updated>${w3cDateTime(post.updated)}</updated>`,
    `<author><name>${xmlText(post.author ?? siteTitle)}</name></author>`,
    ...post.categories.map((category) => `<category term="${xmlText(category)}"/>`),
    `<summary type="html">${xmlText(post.summaryHtml)}</summary>`,
    ...(post.enclosure === undefined
      ? []
      : [
          `<link rel="enclosure" href="${xmlText(post.enclosure.url)}" type="${xmlText(post.enclosure.type)}" length="${post.enclosure.length}"/>`,
        ]),
    '</entry>',
  ].join('\n');
}

/** The Atom document of `feed`. */
export function atomXml(feed: FeedDocument): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `<title type="text">${xmlText(feed.title)}</title>`,
    `<subtitle type="text">${xmlText(feed.description)}</subtitle>`,
    `<link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(feed.selfUrl)}"/>`,
    `<id>${xmlText(feed.link)}</id>`,
    `<updated>${w3cDateTime(feed.updated)}</updated>`,
    `<generator>Tessera</generator>`,
    ...feed.entries.map((post) => entry(post, feed.siteTitle)),
    '</feed>',
    '',
  ].join('\n');
}
