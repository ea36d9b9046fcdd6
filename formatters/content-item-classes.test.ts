// Tests item-classes: the classes a theme puts on a content item.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: CONTENT_FORMATTERS }).template.render(data).html;
}

describe('item-classes', () => {
  it('lists promoted, category, tag, author, post type, index, featured and store classes', () => {
    const item = {
      promotedBlockType: 'Image Block',
      categories: ['Summer Sale', 'news!'],
      tags: ['a b'],
      author: { displayName: 'Jane Doe' },
      recordTypeLabel: 'store-item',
      starred: true,
      recordType: 11,
      structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] },
    };
    expect(render('{.repeated section items}{@|item-classes}{.end}', { items: [item] })).toBe(
      'hentry promoted promoted-block-image-block category-summer-sale category-news tag-a-b ' +
        'author-jane-doe post-type-store-item article-index-1 featured on-sale sold-out',
    );
  });

  it('prints only hentry and the post type for a bare item outside a loop', () => {
    expect(render('{item|item-classes}', { item: { recordTypeLabel: 'text' } })).toBe(
      'hentry post-type-text',
    );
    expect(render('{item|item-classes}', {})).toBe('hentry post-type-');
  });

  it('adds store classes only to store items', () => {
    const content = { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] };
    expect(render('{@|item-classes}', { recordType: 1, structuredContent: content })).toBe(
      'hentry post-type-',
    );
    expect(
      render('{@|item-classes}', {
        recordType: 11,
        structuredContent: { productType: 1, variants: [{ qtyInStock: 3 }] },
      }),
    ).toBe('hentry post-type-');
  });
});
