// What the tag manager calls each kind: "tag" and "tags", "category" and "categories".
import type { TagKind } from '../../domain/owner-api/tags.js';

/** The words of one kind. */
export interface TagWords {
  one: string;
  many: string;
  One: string;
  Many: string;
}

const WORDS: Readonly<Record<TagKind, TagWords>> = {
  tag: { one: 'tag', many: 'tags', One: 'Tag', Many: 'Tags' },
  category: { one: 'category', many: 'categories', One: 'Category', Many: 'Categories' },
};

/** The words of `kind`. */
export function tagWords(kind: TagKind): TagWords {
  return WORDS[kind];
}

/** "Not used", "Used by 1 item", "Used by 4 items". */
export function usageText(count: number): string {
  if (count === 0) return 'Not used';
  return `Used by ${count} ${count === 1 ? 'item' : 'items'}`;
}
