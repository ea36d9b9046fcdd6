// An item page's comments for the theme: approved threads (replies one level deep) as safe HTML, and the comment form's island value.
import { commentHtml } from '../../domain/comment-links.js';
import { COMMENT_OUTCOME_PARAM, areCommentsOpen, isWebAddress } from '../../domain/comment-rules.js';
import { commentCaptchaRequired } from './comment-captcha.js';
import { COMMENT_OUTCOMES } from './outcomes.js';
import type { PublicCommentRecord } from './store.js';

/** One comment as the theme shows it (`templates/blocks/comments.block`). */
export interface CommentContext {
  id: string;
  authorName: string;
  /** The author's http(s) address, when they gave one. */
  authorUrl?: string;
  /** The text, escaped and auto-linked (domain/comment-links.ts): output as is. */
  bodyHtml: string;
  createdOn: number;
  replies: CommentContext[];
}

function shown(record: PublicCommentRecord): CommentContext {
  return {
    id: record.id,
    authorName: record.author_name,
    ...(record.website !== null && isWebAddress(record.website) ? { authorUrl: record.website } : {}),
    bodyHtml: commentHtml(record.body),
    createdOn: record.created_at.getTime(),
    replies: [],
  };
}

/** The approved comments as threads: top-level comments oldest first, each with its approved replies. */
export function commentThreads(records: readonly PublicCommentRecord[]): CommentContext[] {
  const threads: CommentContext[] = [];
  const byId = new Map<string, CommentContext>();
  for (const record of records) {
    if (record.parent_id !== null) continue;
    const comment = shown(record);
    byId.set(record.id, comment);
    threads.push(comment);
  }
  for (const record of records) {
    if (record.parent_id === null) continue;
    byId.get(record.parent_id)?.replies.push(shown(record));
  }
  return threads;
}

/** What the item page knows when it shows comments. */
export interface CommentPageInput {
  itemId: string;
  commentState: number;
  /** WEBSITE_SETTINGS.comments_enabled, undefined without settings. */
  commentsEnabled: boolean | undefined;
  /** WEBSITE_SETTINGS.captcha_settings. */
  captchaSettings: unknown;
  records: readonly PublicCommentRecord[];
  crumb: string;
  /** The post's path, to come back to from the plain form. */
  path: string;
  query: Readonly<Record<string, unknown>>;
}

/**
 * `comments` (the threads) and `commentForm` (the island's value: the form shows only while the
 * item takes comments; `replyTo` from `?replyTo=<id>` when that is a shown top-level comment;
 * `outcome` after a plain post, from `?comment=<code>`).
 */
export function commentsPageContext(input: CommentPageInput): {
  comments: CommentContext[];
  commentForm?: Record<string, unknown>;
} {
  const comments = commentThreads(input.records);
  if (!areCommentsOpen(input.commentState, input.commentsEnabled)) return { comments };
  const asked = input.query.replyTo;
  const replyTo = typeof asked === 'string' ? comments.find((comment) => comment.id === asked) : undefined;
  const code = input.query[COMMENT_OUTCOME_PARAM];
  const outcome =
    typeof code === 'string' && Object.hasOwn(COMMENT_OUTCOMES, code)
      ? { code, ...COMMENT_OUTCOMES[code] }
      : undefined;
  return {
    comments,
    commentForm: {
      itemId: input.itemId,
      crumb: input.crumb,
      returnTo: input.path,
      captcha: commentCaptchaRequired(input.captchaSettings),
      ...(replyTo === undefined ? {} : { replyTo: { id: replyTo.id, authorName: replyTo.authorName } }),
      ...(outcome === undefined ? {} : { outcome }),
    },
  };
}
