// Tests what the preview shows beside an item: the item (a draft or scheduled one through the owner's draft preview, with why visitors do not see it), else its collection.
import { describe, expect, it } from 'vitest';
import { collectionFixture, itemFixture } from './content-fixtures.js';
import { previewTarget } from './use-content-preview.js';

const blog = collectionFixture('blog');

describe('the content preview', () => {
  it('shows a published item', () => {
    const item = itemFixture({ status: 'published', publishOn: '2020-01-01T00:00:00.000Z' });
    expect(previewTarget(blog, item, 'post', 'UTC')).toEqual({ url: '/blog/first-post' });
  });

  it('shows a draft or a scheduled item through the owner’s draft preview, and says visitors do not see it', () => {
    expect(previewTarget(blog, itemFixture(), 'post', 'UTC')).toEqual({
      url: '/blog/first-post?draft=1',
      notice:
        'This post is a draft. Visitors do not see it until it is published; the preview shows it because you are signed in.',
    });
    const scheduled = itemFixture({ status: 'published', publishOn: '2999-01-01T15:00:00.000Z' });
    expect(previewTarget(blog, scheduled, 'post', 'UTC')).toEqual({
      url: '/blog/first-post?draft=1',
      notice:
        'This post is scheduled for Jan 1, 2999, 3:00 PM. Visitors do not see it until then; the preview shows it because you are signed in.',
    });
  });

  it('shows the collection when no item is open', () => {
    expect(previewTarget(blog, undefined, 'post', 'UTC')).toEqual({ url: '/blog' });
  });
});
