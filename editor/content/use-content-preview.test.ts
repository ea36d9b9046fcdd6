// Tests what the preview shows beside an item: the item when the site shows it, else its collection with the reason.
import { describe, expect, it } from 'vitest';
import { collectionFixture, itemFixture } from './content-fixtures.js';
import { previewTarget } from './use-content-preview.js';

const blog = collectionFixture('blog');

describe('the content preview', () => {
  it('shows a published item', () => {
    const item = itemFixture({ status: 'published', publishOn: '2020-01-01T00:00:00.000Z' });
    expect(previewTarget(blog, item, 'post', 'UTC')).toEqual({ url: '/blog/first-post' });
  });

  it('shows the collection beside a draft or a scheduled item, and says why', () => {
    expect(previewTarget(blog, itemFixture(), 'post', 'UTC')).toEqual({
      url: '/blog',
      notice:
        'This post is a draft. The site does not show it until it is published, so the preview shows Journal instead.',
    });
    const scheduled = itemFixture({ status: 'published', publishOn: '2999-01-01T15:00:00.000Z' });
    expect(previewTarget(blog, scheduled, 'post', 'UTC').notice).toBe(
      'This post is scheduled for Jan 1, 2999, 3:00 PM. The site does not show it until then, so the preview shows Journal instead.',
    );
  });

  it('shows the collection when no item is open', () => {
    expect(previewTarget(blog, undefined, 'post', 'UTC')).toEqual({ url: '/blog' });
  });
});
