// The site suites' website with what search engines must not see: a members-only page, a disabled page, a hidden page, a hidden and a password-protected blog, a scheduled post, a post waiting for review and system pages.
import type { Knex } from 'knex';
import { hashPassword } from '../../server/accounts/passwords.js';
import { TABLES } from '../../server/db/tables.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fixture's ids, and those of the pages added here. */
export interface SearchFixture extends SiteFixture {
  blogCollectionId: string;
  hiddenPageId: string;
}

/** The addresses the sitemap must list, without the origin. */
export const LISTED_PATHS = [
  '/',
  '/shop',
  '/blog',
  '/gallery',
  '/events',
  '/contact',
  '/about',
  '/shop/p/walnut-basket',
  '/shop/p/linen-apron',
  '/shop/p/stoneware-mug',
  '/shop/p/harbor-tee',
  '/blog/spring-at-the-workshop',
  '/blog/how-we-choose-our-wood',
  '/gallery/bench',
  '/gallery/shavings',
  '/gallery/kiln',
  '/events/harbor-market',
  '/events/winter-fair',
];

/** Addresses that exist for someone but must never be listed. */
export const UNLISTED_PATHS = [
  '/members',
  '/club',
  '/retired',
  '/hidden',
  '/notes',
  '/notes/private-thoughts',
  '/quiet',
  '/quiet/a-quiet-post',
  '/blog/draft-post',
  '/blog/next-week',
  '/blog/waiting-for-review',
  '/club-posts/for-members',
  '/not-found-page',
  '/cart-page',
];

/** Seeds the site suites' website and the pages and posts search engines must not see. */
export async function seedSearchSite(db: Knex, now = new Date()): Promise<SearchFixture> {
  const fixture = await seedSite(db, now);
  const websiteId = fixture.websiteId;
  const blog = (await db(TABLES.collections)
    .where({ website_id: websiteId, url_id: 'journal' })
    .first('id')) as {
    id: string;
  };
  const insert = async (table: string, row: Record<string, unknown>) =>
    (
      (await db(table)
        .insert({ website_id: websiteId, ...row })
        .returning('id')) as { id: string }[]
    )[0].id;

  const [area] = (await db(TABLES.memberAreas)
    .insert({ website_id: websiteId, name: 'Club' })
    .returning('id')) as { id: string }[];
  await insert(TABLES.pages, { url_id: 'club', page_type: 2, title: 'Club', member_area_id: area.id });
  await insert(TABLES.pages, { url_id: 'retired', page_type: 2, title: 'Retired', enabled: false });
  const hiddenPageId = await insert(TABLES.pages, {
    url_id: 'hidden',
    page_type: 2,
    title: 'Hidden',
    seo: { noIndex: true },
  });
  await insert(TABLES.pages, { url_id: 'not-found-page', page_type: 100, title: 'Lost?' });
  await insert(TABLES.pages, { url_id: 'cart-page', page_type: 205, title: 'Your bag' });

  // A blog behind a password, a blog hidden from search engines, a blog for members.
  const post = (collectionId: string, urlId: string, extra: Record<string, unknown> = {}) =>
    insert(TABLES.contentItems, {
      collection_id: collectionId,
      record_type: 1,
      url_id: urlId,
      title: urlId,
      published_at: new Date(now.getTime() - DAY_MS),
      ...extra,
    });
  const notes = await insert(TABLES.collections, { type: 1, title: 'Notes', url_id: 'notes-items' });
  await insert(TABLES.pages, {
    url_id: 'notes',
    page_type: 1,
    title: 'Notes',
    collection_id: notes,
    password_protected: true,
    password_hash: await hashPassword('notes password'),
  });
  await post(notes, 'private-thoughts');
  const quiet = await insert(TABLES.collections, { type: 1, title: 'Quiet', url_id: 'quiet-items' });
  await insert(TABLES.pages, {
    url_id: 'quiet',
    page_type: 1,
    title: 'Quiet',
    collection_id: quiet,
    seo: { noIndex: true },
  });
  await post(quiet, 'a-quiet-post');
  const clubPosts = await insert(TABLES.collections, {
    type: 1,
    title: 'Club posts',
    url_id: 'club-posts-items',
  });
  await insert(TABLES.pages, {
    url_id: 'club-posts',
    page_type: 1,
    title: 'Club posts',
    collection_id: clubPosts,
    member_area_id: area.id,
  });
  await post(clubPosts, 'for-members');

  // Not yet for visitors: a post scheduled for next week, and one waiting for review.
  await post(blog.id, 'next-week', {
    status: 'scheduled',
    published_at: new Date(now.getTime() + 7 * DAY_MS),
  });
  await post(blog.id, 'waiting-for-review', { status: 'needs-review' });
  return { ...fixture, blogCollectionId: blog.id, hiddenPageId };
}
