// The owner API's routes for the comment moderation queue (declared on the owner route table).
import {
  commentListQuerySchema,
  commentPageSchema,
  commentParamsSchema,
  commentReplySchema,
} from '../../../domain/owner-api/comments.js';
import { errorResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { deleteComment, listComments, moderateComment } from './service.js';

const TAG = 'Comments';
const missing = errorResponse('No such comment.');

/** Declares the comment moderation routes on `api`. */
export function registerCommentRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/comments',
    operationId: 'listComments',
    summary:
      'One page of the comments held, approved or marked as spam, newest first, with the count of each.',
    tag: TAG,
    capability: 'content:view',
    query: commentListQuerySchema,
    responses: { 200: { description: 'A page of the queue.', schema: commentPageSchema } },
    handle: ({ db, website, query }) => listComments(db, website.id, query.status, query.page),
  });

  api.route({
    method: 'post',
    path: '/comments/{id}/approve',
    operationId: 'approveComment',
    summary: 'Approves a comment: the post shows it at once and counts it.',
    tag: TAG,
    capability: 'comments:moderate',
    params: commentParamsSchema,
    responses: { 200: { description: 'The approved comment.', schema: commentReplySchema }, 404: missing },
    handle: async ({ db, website, params }) => ({
      comment: await moderateComment(db, website.id, params.id, 'approved'),
    }),
  });

  api.route({
    method: 'post',
    path: '/comments/{id}/spam',
    operationId: 'markCommentSpam',
    summary: 'Marks a comment as spam: it leaves the post (if it was shown) and the held queue.',
    tag: TAG,
    capability: 'comments:moderate',
    params: commentParamsSchema,
    responses: {
      200: { description: 'The comment, marked as spam.', schema: commentReplySchema },
      404: missing,
    },
    handle: async ({ db, website, params }) => ({
      comment: await moderateComment(db, website.id, params.id, 'spam'),
    }),
  });

  api.route({
    method: 'delete',
    path: '/comments/{id}',
    operationId: 'deleteComment',
    summary: 'Deletes a comment and its replies.',
    tag: TAG,
    capability: 'comments:moderate',
    params: commentParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 404: missing },
    handle: async ({ db, website, params }) => {
      await deleteComment(db, website.id, params.id);
      return { status: 204 };
    },
  });
}
