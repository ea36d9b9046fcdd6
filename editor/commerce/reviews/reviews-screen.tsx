// /config/commerce/reviews: product reviews held for moderation and approved ones, in two tabs, a page at a time.
import {
  REVIEW_PAGE_SIZE,
  REVIEW_STATUSES,
  type ReviewStatus,
  type ReviewView,
} from '../../../domain/owner-api/reviews.js';
import { asApiError } from '../../api/client.js';
import {
  useModerateReview,
  useReviews,
  useReviewSettings,
  useSaveReviewSettings,
  type ReviewAction,
} from '../../api/reviews.js';
import { useCan, useWebsite } from '../../api/website.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { ConfirmDialog } from '../../ui/dialog.js';
import { CheckboxField } from '../../ui/field.js';
import { ModerationQueue } from '../../ui/moderation-queue.js';
import { useModeration, useQueueAddress } from '../../ui/use-moderation.js';
import { CommerceNav } from '../commerce-nav.js';
import { ReviewCard } from './review-card.js';

const TAB_LABELS: Readonly<Record<ReviewStatus, string>> = { pending: 'Waiting', approved: 'Approved' };

const EMPTY: Readonly<Record<ReviewStatus, string>> = {
  pending: 'No reviews are waiting for you.',
  approved: 'No approved reviews yet.',
};

const DONE: Readonly<Record<ReviewAction, string>> = {
  approve: 'Review approved.',
  delete: 'Review deleted.',
};

/** The Reviews screen; the tab and page are in the address (`?status=approved&page=2`). */
export function ReviewsScreen() {
  const { status, page, go } = useQueueAddress(REVIEW_STATUSES, 'pending');
  const reviews = useReviews(status, page);
  const moderate = useModerateReview();
  const canEdit = useCan('commerce:edit');
  const announce = useAnnounce();
  const timeZone = useWebsite().data?.website.timeZone;
  const { act, deleting, setDeleting, problem, setProblem } = useModeration<ReviewView, ReviewAction>(
    (review, action, callbacks) => moderate.mutate({ review, action }, callbacks),
    DONE,
  );

  const settings = useReviewSettings();
  const saveSettings = useSaveReviewSettings();
  const switchReviews = (enabled: boolean) => {
    setProblem(undefined);
    saveSettings.mutate(
      { enabled },
      {
        onSuccess: () => announce(enabled ? 'Product reviews switched on.' : 'Product reviews switched off.'),
        onError: (error) => setProblem(asApiError(error).message),
      },
    );
  };

  const data = reviews.data;
  return (
    <div className="commerce-screen">
      <CommerceNav />
      <h1>Reviews</h1>
      <p className="field__help">
        Buyers review what they bought from the link mailed once their order is fulfilled. Reviews wait here
        until you approve them; approved ones show on the product page at once.
      </p>
      {settings.data === undefined ? null : (
        <CheckboxField
          label="Ask buyers for reviews"
          checked={settings.data.enabled}
          disabled={!canEdit || saveSettings.isPending}
          onChange={switchReviews}
          description="Switched off, fulfilled orders send no reviews request and product pages show no reviews."
        />
      )}
      {problem === undefined ? null : <Alert tone="error" title={problem} />}
      <ModerationQueue
        statuses={REVIEW_STATUSES}
        status={status}
        labels={TAB_LABELS}
        empty={EMPTY}
        label="Reviews by status"
        noun={['review', 'reviews']}
        page={page}
        pageSize={REVIEW_PAGE_SIZE}
        query={{ ...reviews, data: data && { ...data, entries: data.reviews } }}
        onGo={go}
        renderEntry={(review) => (
          <ReviewCard
            review={review}
            timeZone={timeZone}
            busy={moderate.isPending || !canEdit}
            onAction={(action) => (action === 'delete' ? setDeleting(review) : act(review, action))}
          />
        )}
      />
      <ConfirmDialog
        title="Delete this review?"
        isOpen={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => (deleting === undefined ? undefined : act(deleting, 'delete'))}
        confirmLabel="Delete"
        destructive
        busy={moderate.isPending}
      >
        <p>The review by {deleting?.authorName} is deleted for good. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
