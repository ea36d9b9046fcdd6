// Tests the comment wording and visibility rules of SPEC §4, §8 and §9.
import { describe, expect, it } from 'vitest';
import { areCommentsShown, commentCountText } from './comments.js';

describe('commentCountText', () => {
  it("shows 'No' for 0, the singular for 1 and the plural otherwise", () => {
    expect(commentCountText(0)).toBe('No Comments');
    expect(commentCountText(1)).toBe('1 Comment');
    expect(commentCountText(2)).toBe('2 Comments');
    expect(commentCountText(10)).toBe('10 Comments');
  });

  it('is empty for a count that is not a number', () => {
    expect(commentCountText(Number.NaN)).toBe('');
    expect(commentCountText(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('areCommentsShown', () => {
  it('shows comments that are open or have public comments', () => {
    expect(areCommentsShown({ commentState: 1, publicCommentCount: 0, commentsEnabled: undefined })).toBe(
      true,
    );
    expect(areCommentsShown({ commentState: 2, publicCommentCount: 3, commentsEnabled: true })).toBe(true);
    expect(areCommentsShown({ commentState: 0, publicCommentCount: 0, commentsEnabled: true })).toBe(false);
  });

  it('hides them when site settings exist and do not enable comments', () => {
    expect(areCommentsShown({ commentState: 1, publicCommentCount: 20, commentsEnabled: false })).toBe(false);
  });
});
