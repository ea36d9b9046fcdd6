// The moderation queue's calls (a page of comments by status; approve, mark spam, delete) and their query keys.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentPage, CommentStatus, CommentView } from '../../domain/owner-api/comments.js';
import { api } from './client.js';

/** Query keys: every page starts with `comments`, so one invalidation refreshes every tab and count. */
export const COMMENT_KEYS = {
  all: ['comments'] as const,
  page: (status: CommentStatus, page: number) => ['comments', status, page] as const,
};

const commentPath = (id: string) => `/api/owner/comments/${encodeURIComponent(id)}`;

/** One page of the comments in `status`, newest first; the last page stays shown while the next loads. */
export function useComments(status: CommentStatus, page: number) {
  return useQuery({
    queryKey: COMMENT_KEYS.page(status, page),
    queryFn: () => api<CommentPage>('/api/owner/comments', { query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}

/** What the owner does to a comment. */
export type CommentAction = 'approve' | 'spam' | 'delete';

/** Approves, marks as spam or deletes a comment, then refreshes the queue. */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ comment, action }: { comment: CommentView; action: CommentAction }) => {
      if (action === 'delete') await api<void>(commentPath(comment.id), { method: 'DELETE' });
      else await api<{ comment: CommentView }>(`${commentPath(comment.id)}/${action}`, { method: 'POST' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMENT_KEYS.all }),
  });
}
