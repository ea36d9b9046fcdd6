// SPEC §5 "Store slug": cleaning, the fallback under 3 characters, and suffixes after the highest -N.
import { describe, expect, it } from 'vitest';
import { baseStoreSlug, cleanSlug, storeSlug, uniqueSlug } from './store-slug.js';

describe('cleanSlug', () => {
  it.each([
    ['Summer Shop', 'summer-shop'],
    ['  Café & Co. ', 'cafe-co'],
    ['Ünïcödé Gear!!', 'unicode-gear'],
    ['---', ''],
    ['日本', ''],
    ['A/B Test 2', 'a-b-test-2'],
  ])('%j → %j', (title, slug) => {
    expect(cleanSlug(title)).toBe(slug);
  });

  it('keeps at most 100 characters and no trailing dash', () => {
    const slug = cleanSlug(`${'a'.repeat(99)} bcd`);
    expect(slug).toBe('a'.repeat(99));
    expect(cleanSlug('x'.repeat(300))).toHaveLength(100);
  });
});

describe('baseStoreSlug', () => {
  it('is the cleaned title when it has 3 characters or more', () => {
    expect(baseStoreSlug('Tea')).toBe('tea');
  });

  it.each(['', 'Go', '!!', '日本語', ' a '])('falls back to the fallback title for %j', (title) => {
    expect(baseStoreSlug(title)).toBe('store');
    expect(baseStoreSlug(title, 'My Products')).toBe('my-products');
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('shop', ['about', 'shop-2'])).toBe('shop');
  });

  it('appends -1 when only the slug itself is used', () => {
    expect(uniqueSlug('shop', ['shop'])).toBe('shop-1');
  });

  it('continues from the highest existing -N', () => {
    expect(uniqueSlug('shop', ['shop', 'shop-2', 'shop-7', 'shop-x', 'shopping-9'])).toBe('shop-8');
  });

  it('treats regular-expression characters in the base literally', () => {
    expect(uniqueSlug('a.b', ['a.b', 'axb-4'])).toBe('a.b-1');
  });
});

describe('storeSlug', () => {
  it('cleans, falls back and suffixes in one go', () => {
    expect(storeSlug('Summer Shop', [])).toBe('summer-shop');
    expect(storeSlug('Summer Shop', ['summer-shop', 'summer-shop-3'])).toBe('summer-shop-4');
    expect(storeSlug('?', ['store'])).toBe('store-1');
  });
});
