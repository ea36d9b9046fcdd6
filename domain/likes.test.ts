// The like count's wording and the item ids the like endpoints accept.
import { describe, expect, it } from 'vitest';
import { isLikeItemId, likeCountText } from './likes.js';

describe('likeCountText', () => {
  it.each([
    [0, 'No Likes'],
    [-3, 'No Likes'],
    [1, '1 Like'],
    [2, '2 Likes'],
    [1234, '1,234 Likes'],
  ])('%d → %s', (count, text) => expect(likeCountText(count)).toBe(text));
});

describe('likes', () => {
  it('accepts ids of 1 to 200 visible characters only', () => {
    expect(isLikeItemId('post-1')).toBe(true);
    expect(isLikeItemId('')).toBe(false);
    expect(isLikeItemId('a b')).toBe(false);
    expect(isLikeItemId('x'.repeat(201))).toBe(false);
    expect(isLikeItemId(42)).toBe(false);
  });
});
