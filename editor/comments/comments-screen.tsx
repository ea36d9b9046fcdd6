// /config/comments: the moderation queue, held, approved and spam comments in three tabs, a page at a time.
import {
  COMMENT_PAGE_SIZE,
  COMMENT_STATUSES,
  type CommentStatus,
  type CommentView,
} from '../../domain/owner-api/comments.js';
import { useComments, useModerateComment, type CommentAction } from '../api/comments.js';
import { useCan, useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { ModerationQueue } from '../ui/moderation-queue.js';
import { useModeration, useQueueAddress } from '../ui/use-moderation.js';
import { CommentCard } from './comment-card.js';

const TAB_LABELS: Readonly<Record<CommentStatus, string>> = {
  held: 'Held',
  approved: 'Approved',
  spam: 'Spam',
};

const EMPTY: Readonly<Record<CommentStatus, string>> = {
  held: 'No comments are waiting for you.',
  approved: 'No approved comments yet.',
  spam: 'Nothing is marked as spam.',
};

const DONE: Readonly<Record<CommentAction, string>> = {
  approve: 'Comment approved.',
  spam: 'Comment marked as spam.',
  delete: 'Comment deleted.',
};

/** The comments screen; the tab and page are in the address (`?status=approved&page=2`). */
export function CommentsScreen() {
  const { status, page, go } = useQueueAddress(COMMENT_STATUSES, 'held');
  const comments = useComments(status, page);
  const moderate = useModerateComment();
  const canModerate = useCan('comments:moderate');
  const timeZone = useWebsite().data?.website.timeZone;
  const { act, deleting, setDeleting, problem } = useModeration<CommentView, CommentAction>(
    (comment, action, callbacks) => moderate.mutate({ comment, action }, callbacks),
    DONE,
  );

  const data = comments.data;
  return (
    <div className="comments-screen">
      <h1>Comments</h1>
      <p className="field__help">
        New comments wait here until you approve them; approved ones show under their post at once.
      </p>
      {problem === undefined ? null : <Alert tone="error" title={problem} />}
      <ModerationQueue
        statuses={COMMENT_STATUSES}
        status={status}
        labels={TAB_LABELS}
        empty={EMPTY}
        label="Comments by status"
        noun={['comment', 'comments']}
        page={page}
        pageSize={COMMENT_PAGE_SIZE}
        query={{ ...comments, data: data && { ...data, entries: data.comments } }}
        onGo={go}
        renderEntry={(comment) => (
          <CommentCard
            comment={comment}
            timeZone={timeZone}
            busy={moderate.isPending || !canModerate}
            onAction={(action) => (action === 'delete' ? setDeleting(comment) : act(comment, action))}
          />
        )}
      />
      <ConfirmDialog
        title="Delete this comment?"
        isOpen={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => (deleting === undefined ? undefined : act(deleting, 'delete'))}
        confirmLabel="Delete"
        destructive
        busy={moderate.isPending}
      >
        <p>
          The comment by {deleting?.authorName} and any replies to it are deleted for good. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
