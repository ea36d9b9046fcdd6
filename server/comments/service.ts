// Posting a comment: the field rules, the post and the reply it answers, the bot check, then the held comment and the owner's mail in one transaction.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { parseCommentInput } from '../../domain/comment-input.js';
import { COMMENT_MESSAGES, areCommentsOpen } from '../../domain/comment-rules.js';
import { adminEmails } from '../forms/store.js';
import { HttpError } from '../http/http-error.js';
import { enqueueMail } from '../mail/outbox.js';
import { checkCommentCaptcha } from './comment-captcha.js';
import { findCommentTarget, insertComment, isReplyTarget, type CommentRow } from './store.js';

/** One comment as posted, with who and where. */
export interface PostCommentRequest {
  websiteId: string;
  siteTitle: string;
  /** The JSON or form body. */
  body: unknown;
  /** The client address, kept only as a hash with the website. */
  clientAddress?: string;
  /** `https://shop.example`, for the link in the owner's mail. */
  origin: string;
  /** Whether the visitor may read the items of a collection (server/members/member-guard.ts). */
  mayRead: (collectionId: string) => boolean;
  now?: Date;
}

/** A SHA-256 of the website and the client address. */
export function visitorKey(websiteId: string, address: string): string {
  return createHash('sha256').update(`${websiteId}\n${address}`).digest('hex');
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * Checks and stores a comment, held for moderation, and queues a mail to each administrator in
 * the same transaction. Refusals, in order: 400 with a message per field ('Please enter your
 * name.', …), 404 'This post cannot be found.' (also for a members-only post the visitor may not read), 403 'Comments are closed for this post.', 400
 * 'The comment you are replying to cannot be found.' (not an approved top-level comment of the
 * post: replies go one level deep), then the bot check (400 'Complete CAPTCHA before
 * submitting.'), so a solution is spent only on a comment that would otherwise be kept.
 */
export async function postComment(db: Knex, request: PostCommentRequest): Promise<CommentRow> {
  const parsed = parseCommentInput(request.body);
  if (!parsed.ok) {
    throw new HttpError(
      400,
      'invalid-input',
      Object.values(parsed.fields)[0] ?? COMMENT_MESSAGES.invalid,
      parsed.fields,
    );
  }
  const input = { ...parsed.comment, email: parsed.comment.email?.toLowerCase() };
  const { websiteId } = request;
  const now = request.now ?? new Date();
  const target = await findCommentTarget(db, websiteId, input.itemId, now);
  // A members-only post is not found by those who may not read it.
  if (target === undefined || target.collection_id === null || !request.mayRead(target.collection_id))
    throw new HttpError(404, 'not-found', COMMENT_MESSAGES.notFound);
  if (!areCommentsOpen(target.comment_state, target.comments_enabled ?? undefined)) {
    throw new HttpError(403, 'comments-closed', COMMENT_MESSAGES.closed);
  }
  if (input.parentId !== undefined && !(await isReplyTarget(db, websiteId, target.id, input.parentId))) {
    throw new HttpError(400, 'invalid-input', COMMENT_MESSAGES.replyNotFound, {
      parentId: COMMENT_MESSAGES.replyNotFound,
    });
  }
  await checkCommentCaptcha(db, websiteId, field(request.body, 'captchaKey'));
  return db.transaction(async (trx) => {
    const stored = await insertComment(trx, {
      websiteId,
      itemId: target.id,
      ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
      authorName: input.name,
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.website === undefined ? {} : { website: input.website }),
      body: input.body,
      ...(request.clientAddress === undefined
        ? {}
        : { visitorKey: visitorKey(websiteId, request.clientAddress) }),
    });
    const text = [
      `${input.name} commented on "${target.title}" on ${request.siteTitle}.`,
      '',
      input.body,
      '',
      ...(input.email === undefined ? [] : [`Email: ${input.email}`]),
      ...(input.website === undefined ? [] : [`Website: ${input.website}`]),
      'The comment is held until you approve it:',
      `${request.origin}/config/comments`,
    ].join('\n');
    for (const to of await adminEmails(trx, websiteId)) {
      await enqueueMail(trx, {
        websiteId,
        to,
        subject: `New comment on "${target.title}"`,
        text,
        ...(input.email === undefined ? {} : { replyTo: input.email }),
      });
    }
    return stored;
  });
}
