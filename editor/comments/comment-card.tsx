// One comment in the moderation queue: who wrote it, on which post, what it says, and the actions its tab allows.
import type { CommentView } from '../../domain/owner-api/comments.js';
import type { CommentAction } from '../api/comments.js';
import { momentText } from '../commerce/orders/order-format.js';

/** Props of {@link CommentCard}. */
export interface CommentCardProps {
  comment: CommentView;
  /** Times shown in the website's zone. */
  timeZone: string | undefined;
  busy: boolean;
  onAction: (action: CommentAction) => void;
}

/** A comment as an article, its text as the visitor typed it (React escapes it), and its buttons. */
export function CommentCard({ comment, timeZone, busy, onAction }: CommentCardProps) {
  const titleId = `comment-${comment.id}-author`;
  return (
    <article className="comment-card" aria-labelledby={titleId}>
      <header className="comment-card__header">
        <h2 className="comment-card__author" id={titleId}>
          {comment.authorName}
          {comment.parentId === null ? null : <span className="field__help"> (reply)</span>}
        </h2>
        <p className="field__help">
          On{' '}
          {comment.itemUrl === '' ? (
            comment.itemTitle
          ) : (
            <a href={comment.itemUrl} target="_blank" rel="noreferrer">
              {comment.itemTitle}
            </a>
          )}{' '}
          · <time dateTime={comment.createdAt}>{momentText(comment.createdAt, timeZone)}</time>
          {comment.email === null ? null : <> · {comment.email}</>}
          {comment.website === null ? null : <> · {comment.website}</>}
        </p>
      </header>
      <p className="comment-card__body">{comment.body}</p>
      <div className="toolbar comment-card__actions">
        {comment.status === 'approved' ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-label={`Approve the comment by ${comment.authorName}`}
            onClick={() => onAction('approve')}
          >
            Approve
          </button>
        )}
        {comment.status === 'spam' ? null : (
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-label={`Mark the comment by ${comment.authorName} as spam`}
            onClick={() => onAction('spam')}
          >
            Mark spam
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-label={`Delete the comment by ${comment.authorName}`}
          onClick={() => onAction('delete')}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
