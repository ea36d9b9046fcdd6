// Reading a WordPress eXtended RSS export (WXR 1.1/1.2, what WordPress and Squarespace export) with fast-xml-parser into plain records: authors, terms, and items (posts, pages, attachments, menu items) with their comments and meta.
import type * as FastXmlParser from 'fast-xml-parser';
import { lazyPackage } from '../../lazy-module.js';

/** fast-xml-parser, loaded with the first WXR export read (server/lazy-module.ts): imports only. */
const loadFastXmlParser = lazyPackage<typeof FastXmlParser>('fast-xml-parser');

export interface WxrAuthor {
  login: string;
  email: string;
  displayName: string;
}

export interface WxrTerm {
  taxonomy: string;
  slug: string;
  name: string;
  parent: string;
}

export interface WxrComment {
  id: string;
  author: string;
  email: string;
  url: string;
  date: Date | undefined;
  content: string;
  /** `1` approved, `0` held, `spam`, `trash`. */
  approved: string;
  type: string;
  parent: string;
}

/** A term an item is filed under (`<category domain="post_tag" nicename="…">Name</category>`). */
export interface WxrItemTerm {
  domain: string;
  slug: string;
  name: string;
}

export interface WxrItem {
  id: string;
  type: string;
  title: string;
  link: string;
  slug: string;
  status: string;
  /** The publication date (GMT), when the item has one. */
  date: Date | undefined;
  creator: string;
  content: string;
  excerpt: string;
  parent: string;
  menuOrder: number;
  commentStatus: string;
  attachmentUrl: string;
  terms: WxrItemTerm[];
  meta: Record<string, string>;
  comments: WxrComment[];
}

export interface WxrSite {
  version: string;
  title: string;
  link: string;
  authors: WxrAuthor[];
  terms: WxrTerm[];
  items: WxrItem[];
}

const LISTS = new Set([
  'item',
  'wp:author',
  'wp:category',
  'wp:tag',
  'wp:term',
  'category',
  'wp:comment',
  'wp:postmeta',
  'wp:commentmeta',
]);

type Node = Record<string, unknown>;

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as Node)['#text']);
  return String(value);
}

function list(value: unknown): Node[] {
  return Array.isArray(value)
    ? (value as Node[])
    : value === undefined || value === ''
      ? []
      : [value as Node];
}

/** A WXR date (`2013-01-11 03:36:15`, GMT), or undefined for none (`0000-00-00 00:00:00`). */
function gmtDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (match === null || match[1] === '0000') return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/** Thrown for a file that is not a WXR export; the message names the line when the XML is broken. */
export class WxrError extends Error {}

/** Reads a WXR file. */
export function readWxr(xml: string): WxrSite {
  const { XMLParser, XMLValidator } = loadFastXmlParser();
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: true });
  if (valid !== true)
    throw new WxrError(
      `Line ${valid.err.line}: the XML is broken (${valid.err.msg}). Export the file again.`,
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: true,
    isArray: (name) => LISTS.has(name),
  });
  const document = parser.parse(xml) as Node;
  const channel = (document.rss as Node | undefined)?.channel as Node | undefined;
  if (channel === undefined) throw new WxrError('The file has no <rss><channel>: it is not a WXR export.');
  const terms: WxrTerm[] = [
    ...list(channel['wp:category']).map((node) => ({
      taxonomy: 'category',
      slug: text(node['wp:category_nicename']),
      name: text(node['wp:cat_name']),
      parent: text(node['wp:category_parent']),
    })),
    ...list(channel['wp:tag']).map((node) => ({
      taxonomy: 'post_tag',
      slug: text(node['wp:tag_slug']),
      name: text(node['wp:tag_name']),
      parent: '',
    })),
    ...list(channel['wp:term']).map((node) => ({
      taxonomy: text(node['wp:term_taxonomy']),
      slug: text(node['wp:term_slug']),
      name: text(node['wp:term_name']),
      parent: text(node['wp:term_parent']),
    })),
  ];
  return {
    version: text(channel['wp:wxr_version']),
    title: text(channel.title),
    link: text(channel.link),
    authors: list(channel['wp:author']).map((node) => ({
      login: text(node['wp:author_login']),
      email: text(node['wp:author_email']),
      displayName: text(node['wp:author_display_name']),
    })),
    terms,
    items: list(channel.item).map(readItem),
  };
}

function readItem(node: Node): WxrItem {
  const meta: Record<string, string> = {};
  for (const entry of list(node['wp:postmeta']))
    meta[text(entry['wp:meta_key'])] = text(entry['wp:meta_value']);
  return {
    id: text(node['wp:post_id']),
    type: text(node['wp:post_type']),
    title: text(node.title),
    link: text(node.link),
    slug: text(node['wp:post_name']),
    status: text(node['wp:status']),
    date: gmtDate(text(node['wp:post_date_gmt'])) ?? gmtDate(text(node['wp:post_date'])),
    creator: text(node['dc:creator']),
    content: text(node['content:encoded']),
    excerpt: text(node['excerpt:encoded']),
    parent: text(node['wp:post_parent']),
    menuOrder: Number.parseInt(text(node['wp:menu_order']), 10) || 0,
    commentStatus: text(node['wp:comment_status']),
    attachmentUrl: text(node['wp:attachment_url']),
    terms: list(node.category).map((term) => ({
      domain: text(term['@_domain']),
      slug: text(term['@_nicename']),
      name: text(term),
    })),
    meta,
    comments: list(node['wp:comment']).map((comment) => ({
      id: text(comment['wp:comment_id']),
      author: text(comment['wp:comment_author']),
      email: text(comment['wp:comment_author_email']),
      url: text(comment['wp:comment_author_url']),
      date: gmtDate(text(comment['wp:comment_date_gmt'])) ?? gmtDate(text(comment['wp:comment_date'])),
      content: text(comment['wp:comment_content']),
      approved: text(comment['wp:comment_approved']),
      type: text(comment['wp:comment_type']),
      parent: text(comment['wp:comment_parent']),
    })),
  };
}

/** The path of an address of the old site (`/2013/01/11/markup/`), or undefined when it has none. */
export function oldPath(link: string): string | undefined {
  try {
    const url = new URL(link);
    return url.pathname === '' || url.pathname === '/' ? undefined : url.pathname + url.search;
  } catch (_notUrl) {
    return undefined;
  }
}
