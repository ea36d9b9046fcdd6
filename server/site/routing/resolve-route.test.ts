// Tests of the URL scheme: which page, collection or item each path names, from the site map alone.
import { describe, expect, it } from 'vitest';
import { buildSiteMap } from '../context/site-map.js';
import type { CollectionRecord, PageRecord } from '../context/store.js';
import { resolveRoute } from './resolve-route.js';

function page(id: string, urlId: string, pageType: number, collectionId: string | null = null): PageRecord {
  return {
    id,
    url_id: urlId,
    page_type: pageType,
    title: id,
    navigation_title: '',
    description: '',
    collection_id: collectionId,
    seo: {},
    password_protected: false,
    password_hash: null,
  };
}

function collection(id: string, urlId: string, type: number, ordering = 'manual'): CollectionRecord {
  return {
    id,
    type,
    title: id,
    navigation_title: '',
    url_id: urlId,
    description: '',
    view: 'grid',
    is_folder: false,
    folder_behavior: null,
    comment_state: 0,
    enabled: true,
    item_ordering: ordering,
    settings: {},
  };
}

const map = buildSiteMap(
  [
    page('home', 'home', 2),
    page('about', 'about', 2),
    page('shop-page', 'shop', 1, 'store'),
    page('not-found', 'not-found', 100),
  ],
  [collection('store', 'store-items', 13), collection('journal', 'journal', 1)],
);

describe('resolveRoute', () => {
  it('serves the home page at / and redirects /home there', () => {
    expect(resolveRoute('/', map)).toMatchObject({ kind: 'page', page: { id: 'home' } });
    expect(resolveRoute('/home', map)).toEqual({ kind: 'redirect', location: '/' });
  });

  it('names pages, collection pages and collections by their URL ids', () => {
    expect(resolveRoute('/about', map)).toMatchObject({ kind: 'page', page: { id: 'about' } });
    expect(resolveRoute('/shop', map)).toMatchObject({
      kind: 'collection',
      collection: { id: 'store' },
      page: { id: 'shop-page' },
    });
    expect(resolveRoute('/journal', map)).toMatchObject({
      kind: 'collection',
      collection: { id: 'journal' },
    });
    // A collection with a page of its own is reached at that page's address only.
    expect(resolveRoute('/store-items', map)).toEqual({ kind: 'not-found' });
  });

  it('names products under /p/, categories under /c/, other items directly', () => {
    expect(resolveRoute('/shop/p/mug', map)).toMatchObject({
      kind: 'item',
      collection: { id: 'store' },
      urlId: 'mug',
    });
    expect(resolveRoute('/shop/c/kitchen', map)).toMatchObject({
      kind: 'collection',
      categorySlug: 'kitchen',
    });
    expect(resolveRoute('/journal/first-post', map)).toMatchObject({ kind: 'item', urlId: 'first-post' });
    expect(resolveRoute('/shop/mug', map)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/journal/p/first-post', map)).toEqual({ kind: 'not-found' });
  });

  it('has fixed addresses for search and the cart, and none for system pages', () => {
    expect(resolveRoute('/search', map)).toEqual({ kind: 'search' });
    expect(resolveRoute('/cart', map)).toEqual({ kind: 'cart' });
    expect(resolveRoute('/not-found', map)).toEqual({ kind: 'not-found' });
  });

  it('redirects a trailing slash and refuses malformed paths', () => {
    expect(resolveRoute('/about/', map)).toEqual({ kind: 'redirect', location: '/about' });
    expect(resolveRoute('//evil.example/', map)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/\\evil.example/', map)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/%E0%A4%A', map)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/a/b/c/d', map)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/shop//x', map)).toEqual({ kind: 'not-found' });
  });
});
