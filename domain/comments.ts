// Comment rules (SPEC §4 "Comments", §8 fallback texts, §9): the count wording and when comments show.

/**
 * The comment count as a page shows it: 'No Comments' for 0, '1 Comment', otherwise 'N Comments'.
 * A count that is not a finite number gives '' rather than 'NaN Comments'.
 */
export function commentCountText(count: number): string {
  if (!Number.isFinite(count)) return '';
  if (count === 0) return 'No Comments';
  return count === 1 ? '1 Comment' : `${count} Comments`;
}

/** What decides whether an item or collection shows its comments. */
export interface CommentVisibility {
  /** 1 when comments are open. */
  commentState: number;
  publicCommentCount: number;
  /**
   * The site's `commentsEnabled` setting, or `undefined` when the page has no site settings: only
   * settings that exist can switch comments off.
   */
  commentsEnabled: boolean | undefined;
}

/**
 * Whether comments are shown: when they are open (`commentState` 1) or some are public, unless the
 * site settings exist and do not enable comments.
 */
export function areCommentsShown({
  commentState,
  publicCommentCount,
  commentsEnabled,
}: CommentVisibility): boolean {
  if (commentsEnabled === false) return false;
  return commentState === 1 || publicCommentCount > 0;
}
