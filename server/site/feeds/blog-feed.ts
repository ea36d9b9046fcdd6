// A blog's feed (`?format=rss`, `?format=atom`): its latest published posts as a FeedDocument, and the alternate links of its pages' heads.
import type { Knex } from 'knex';
import { fileUrl } from '../../files/file-ref.js';
import { plainDescription } from '../context/item-page.js';
import type { PageRequest } from '../context/page-view.js';
import type { SiteReads } from '../context/site-reads.js';
import type { CollectionRecord } from '../context/store.js';
import { collectionKind, itemPath } from '../context/site-map.js';
import { escapeHtml } from '../render/escape.js';
import { atomXml } from './atom.js';
import type { FeedDocument, FeedEntry } from './feed-document.js';
import { loadEnclosures } from './feed-store.js';
import { FEED_ITEM_LIMIT, type FeedFormat } from './feed-links.js';
import { rssXml } from './rss.js';

/**
 * The feed of `collection` (a blog) in `format`: its {@link FEED_ITEM_LIMIT} newest published
 * posts (drafts and scheduled posts never, as on the blog's pages), each with its absolute link,
 * id, dates, author, categories and tags, summary (the excerpt, else the start of the body) and
 * its cover picture as an enclosure (the original file, with its length and type). The caller has
 * checked that visitors may read the blog (no lock, password or member area in the way).
 */
export async function blogFeed(
  db: Knex,
  reads: SiteReads,
  request: PageRequest,
  collection: CollectionRecord,
  format: FeedFormat,
): Promise<string> {
  const { site, baseUrl } = request;
  const websiteId = site.website.id;
  const records = (
    await reads.items({
      websiteId,
      collectionId: collection.id,
      ordering: 'newest-first',
      limit: FEED_ITEM_LIMIT,
      offset: 0,
    })
  ).slice(0, FEED_ITEM_LIMIT);
  const covers = new Map(
    (
      await loadEnclosures(
        db,
        websiteId,
        records.map((record) => record.main_image_id).filter((id): id is string => id !== null),
      )
    ).map((row) => [row.id, row]),
  );
  const path = site.map.collectionPath(collection);
  const page = site.map.pageOfCollection(collection.id);
  const entries: FeedEntry[] = records.map((record) => {
    const cover = record.main_image_id === null ? undefined : covers.get(record.main_image_id);
    const summary =
      record.excerpt.trim() !== '' ? record.excerpt : `<p>${escapeHtml(plainDescription(record.body))}</p>`;
    return {
      id: record.id,
      title: record.title,
      link: `${baseUrl}${itemPath(path, collectionKind(collection), record.url_id)}`,
      published: record.published_at ?? record.created_at,
      updated: record.updated_at,
      ...(record.author_name ? { author: record.author_name } : {}),
      categories: [...new Set([...(record.categories ?? []), ...(record.tags ?? [])])],
      summaryHtml: summary,
      ...(cover === undefined
        ? {}
        : {
            enclosure: {
              url: `${baseUrl}${fileUrl({ websiteId, fileId: cover.file_id, filename: cover.filename })}`,
              length: Number(cover.size_bytes),
              type: cover.mime_type,
            },
          }),
    };
  });
  const updated = entries.reduce<Date | undefined>(
    (latest, entry) => (latest === undefined || entry.updated > latest ? entry.updated : latest),
    undefined,
  );
  const document: FeedDocument = {
    title: `${page?.title || collection.title} · ${site.website.site_title}`,
    link: `${baseUrl}${path}`,
    selfUrl: `${baseUrl}${path}?format=${format}`,
    description: page?.description || collection.description || site.website.site_description,
    language: site.website.language,
    updated: updated ?? request.now,
    siteTitle: site.website.site_title,
    entries,
  };
  return format === 'rss' ? rssXml(document) : atomXml(document);
}
