// The reviews moderation queue's calls (a page of reviews by status; approve, delete) and their query keys.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewPage, ReviewSettings, ReviewStatus, ReviewView } from '../../domain/owner-api/reviews.js';
import { api } from './client.js';

/** Query keys: every page starts with `reviews`, so one invalidation refreshes both tabs. */
export const REVIEW_KEYS = {
  all: ['reviews'] as const,
  page: (status: ReviewStatus, page: number) => ['reviews', status, page] as const,
};

const reviewPath = (id: string) => `/api/owner/reviews/${encodeURIComponent(id)}`;

/** One page of the reviews in `status`, newest first; the last page stays shown while the next loads. */
export function useReviews(status: ReviewStatus, page: number) {
  return useQuery({
    queryKey: REVIEW_KEYS.page(status, page),
    queryFn: () => api<ReviewPage>('/api/owner/reviews', { query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}

/** What the owner does to a review. */
export type ReviewAction = 'approve' | 'delete';

/** Approves or deletes a review, then refreshes the queue. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ review, action }: { review: ReviewView; action: ReviewAction }) => {
      if (action === 'delete') await api<void>(reviewPath(review.id), { method: 'DELETE' });
      else await api<{ review: ReviewView }>(`${reviewPath(review.id)}/approve`, { method: 'POST' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEYS.all }),
  });
}

/** The query key of the reviews switch. */
export const REVIEW_SETTINGS_KEY = ['review-settings'] as const;

/** Whether buyers are asked for reviews and product pages show them. */
export function useReviewSettings() {
  return useQuery({
    queryKey: REVIEW_SETTINGS_KEY,
    queryFn: () => api<ReviewSettings>('/api/owner/reviews/settings'),
  });
}

/** Switches reviews on or off, then keeps the answer as the settings. */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettings) =>
      api<ReviewSettings>('/api/owner/reviews/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(REVIEW_SETTINGS_KEY, saved),
  });
}
