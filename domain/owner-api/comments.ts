// Comments as the moderation queue reads and changes them (owner API `/api/owner/comments`).
import { z } from 'zod';
import { COMMENT_STATUSES } from '../comment-rules.js';
import { idSchema } from './common.js';

export { COMMENT_STATUSES, type CommentStatus } from '../comment-rules.js';

/** Comments on one page of the queue. */
export const COMMENT_PAGE_SIZE = 25;

/** `GET /api/owner/comments?status=held&page=1`. */
export const commentListQuerySchema = z.object({
  status: z.enum(COMMENT_STATUSES).default('held'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `/api/owner/comments/{id}…`. */
export const commentParamsSchema = z.object({ id: idSchema });

/** One comment in the queue: what the visitor wrote (email included: the owner may answer) and where. */
export const commentViewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  /** The post's address on the site, to open it. */
  itemUrl: z.string(),
  parentId: z.string().nullable(),
  authorName: z.string(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  body: z.string(),
  status: z.enum(COMMENT_STATUSES),
  createdAt: z.string(),
});
/** A comment in the queue. */
export type CommentView = z.infer<typeof commentViewSchema>;

/** `GET /api/owner/comments`: one page, newest first, and how many are in each tab. */
export const commentPageSchema = z.object({
  comments: z.array(commentViewSchema),
  status: z.enum(COMMENT_STATUSES),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasNextPage: z.boolean(),
  counts: z.object({ held: z.number().int(), approved: z.number().int(), spam: z.number().int() }),
});
/** A page of the queue. */
export type CommentPage = z.infer<typeof commentPageSchema>;

/** The answer of approve and mark spam. */
export const commentReplySchema = z.object({ comment: commentViewSchema });
