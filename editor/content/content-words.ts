// What the content screens call a collection's kind and its items ("Blog", "post", "New post").
import type { CollectionKindName } from '../../domain/owner-api/items.js';

/** The words of one kind of collection. */
export interface ContentWords {
  /** The kind, as the heading shows it. */
  kind: string;
  /** One item, lower case ("post"). */
  one: string;
  /** Several items, lower case ("posts"). */
  many: string;
  /** One item, capitalised ("Post"). */
  One: string;
}

const WORDS: Readonly<Record<CollectionKindName, ContentWords>> = {
  blog: { kind: 'Blog', one: 'post', many: 'posts', One: 'Post' },
  events: { kind: 'Events', one: 'event', many: 'events', One: 'Event' },
  gallery: { kind: 'Gallery', one: 'image', many: 'images', One: 'Image' },
  products: { kind: 'Store', one: 'product', many: 'products', One: 'Product' },
};

/** The words of `kind`. */
export function contentWords(kind: CollectionKindName): ContentWords {
  return WORDS[kind];
}
