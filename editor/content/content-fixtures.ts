// Collections and items as the owner API answers them, for the content screens' tests.
import type { CollectionKindName, CollectionView, ItemView } from '../../domain/owner-api/items.js';
import { contentStatusLabel } from '../../domain/owner-api/items.js';
import { galleryOptions } from '../../domain/gallery-options.js';

/** A collection of `kind` with id `c1`. */
export function collectionFixture(
  kind: CollectionKindName,
  change: Partial<CollectionView> = {},
): CollectionView {
  const titles: Record<CollectionKindName, string> = {
    blog: 'Journal',
    events: 'Workshops',
    gallery: 'Portfolio',
    products: 'Shop',
  };
  return {
    id: 'c1',
    title: titles[kind],
    kind,
    urlId: kind,
    fullUrl: `/${kind}`,
    pageId: 'p1',
    description: '',
    coverImageId: null,
    coverImageUrl: null,
    itemCount: 0,
    galleryOptions: kind === 'gallery' ? galleryOptions(undefined) : null,
    version: 1,
    updatedAt: '2026-11-01T10:00:00.000Z',
    updatedBy: null,
    ...change,
  };
}

/** An item of collection `c1`; its status label follows its status and date unless given. */
export function itemFixture(change: Partial<ItemView> = {}): ItemView {
  const base: ItemView = {
    id: 'i1',
    collectionId: 'c1',
    urlId: 'first-post',
    title: 'First post',
    body: '<p>Hello.</p>',
    excerpt: '',
    status: 'draft',
    statusLabel: 'Draft',
    publishOn: null,
    tags: [],
    categories: [],
    authorId: 'a1',
    mainImageId: null,
    mainImageUrl: null,
    startDate: null,
    endDate: null,
    location: null,
    media: null,
    position: 0,
    fullUrl: '/blog/first-post',
    version: 3,
    updatedAt: '2026-11-01T10:00:00.000Z',
    updatedBy: 'owner@example.com',
  };
  const item = { ...base, ...change };
  return change.statusLabel === undefined
    ? { ...item, statusLabel: contentStatusLabel(item.status, item.publishOn) }
    : item;
}

/** What a server would answer a create or save with: the item with the body's fields applied. */
export function itemFromBody(body: Record<string, unknown>, change: Partial<ItemView> = {}): ItemView {
  const fields = Object.fromEntries(
    Object.entries(body).filter(([key]) => key !== 'urlSlug' && key in itemFixture()),
  ) as Partial<ItemView>;
  return itemFixture({ ...fields, ...change, statusLabel: undefined });
}
