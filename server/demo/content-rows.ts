// Rows of the demo's blog posts, gallery images and events (CONTENT_ITEMS), and of the tag manager (TAGS).
import { RECORD_TYPE } from '../../domain/enums.js';
import { idOf } from './demo-ids.js';
import { dateOf, imageIdOf, json, type BuildContext, type Row } from './build-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Blog posts: text records by the owner; drafts have no publish date. */
export function postRows(context: BuildContext): Row[] {
  const { posts } = context.fixtures;
  const collectionId = idOf(context.ids.collections, posts.collection);
  return posts.posts.map((post, position) => {
    const date = dateOf(context, post.published);
    const imageId = imageIdOf(context, post.image.key);
    return {
      website_id: context.ids.websiteId,
      collection_id: collectionId,
      record_type: RECORD_TYPE.text,
      url_id: post.urlId,
      title: post.title,
      body: post.body,
      excerpt: post.excerpt,
      main_image_id: imageId,
      media: json([{ type: 'image', imageId }]),
      published_at: post.status === 'draft' ? null : date,
      status: post.status,
      comment_state: post.commentState,
      like_count: post.likeCount,
      tags: post.tags,
      categories: post.categories,
      author_account_id: context.ids.ownerId,
      position,
      created_at: post.status === 'draft' ? context.now : date,
      updated_at: post.status === 'draft' ? context.now : date,
    };
  });
}

/** Gallery images: image records whose body is the caption. */
export function galleryRows(context: BuildContext): Row[] {
  const { gallery } = context.fixtures;
  const collectionId = idOf(context.ids.collections, gallery.collection);
  return gallery.items.map((item, position) => {
    const date = dateOf(context, item.published);
    const imageId = imageIdOf(context, item.image.key);
    return {
      website_id: context.ids.websiteId,
      collection_id: collectionId,
      record_type: RECORD_TYPE.image,
      url_id: item.urlId,
      title: item.title,
      body: item.caption === '' ? '' : `<p>${escapeHtml(item.caption)}</p>`,
      excerpt: item.caption,
      structured_content: json({ mediaType: 'imageFile' }),
      main_image_id: imageId,
      media: json([{ type: 'image', imageId }]),
      published_at: date,
      author_account_id: context.ids.ownerId,
      position,
      created_at: date,
      updated_at: date,
    };
  });
}

/** Events: event records with start, end and location, announced three weeks ahead (or today). */
export function eventRows(context: BuildContext): Row[] {
  const { events } = context.fixtures;
  const collectionId = idOf(context.ids.collections, events.collection);
  return events.events.map((event, position) => {
    const start = dateOf(context, event.start);
    const announced = new Date(Math.min(start.getTime() - 21 * DAY_MS, context.now.getTime()));
    const imageId = imageIdOf(context, event.image.key);
    return {
      website_id: context.ids.websiteId,
      collection_id: collectionId,
      record_type: RECORD_TYPE.event,
      url_id: event.urlId,
      title: event.title,
      body: event.body,
      excerpt: event.excerpt,
      main_image_id: imageId,
      media: json([{ type: 'image', imageId }]),
      location: json(event.location),
      start_date: start,
      end_date: dateOf(context, event.end),
      published_at: announced,
      tags: event.tags,
      categories: event.categories,
      author_account_id: context.ids.ownerId,
      position,
      created_at: announced,
      updated_at: announced,
    };
  });
}

/** TAGS rows: every tag and category the products, posts and events use, once each. */
export function tagRows(context: BuildContext): Row[] {
  const { products, posts, events } = context.fixtures;
  const tagged = [...products.products, ...posts.posts, ...events.events];
  const tags = new Set(tagged.flatMap((item) => item.tags));
  const categories = new Set([...products.categories, ...tagged.flatMap((item) => item.categories)]);
  return [
    ...[...tags].map((name) => ({ website_id: context.ids.websiteId, kind: 'tag', name })),
    ...[...categories].map((name) => ({ website_id: context.ids.websiteId, kind: 'category', name })),
  ];
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );
}
