// The Revisions dialog: a page's published versions, who published each and when, each with Preview (in the site preview) and Restore (as the draft).
import { useQuery } from '@tanstack/react-query';
import type { PageRevision } from '../../../domain/owner-api/page-drafts.js';
import { fetchPageRevisions, PAGE_KEYS } from '../../api/pages.js';
import { useWebsite } from '../../api/website.js';
import { EditorDialog } from '../../ui/dialog.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { momentText } from '../../ui/moment-text.js';

/** Props of {@link RevisionsDialog}. */
export interface RevisionsDialogProps {
  pageId: string;
  isOpen: boolean;
  onClose: () => void;
  /** Shows a revision in the preview. */
  onPreview: (revision: PageRevision) => void;
  /** Makes a revision the page's draft; absent for owners who may only look. */
  onRestore?: (revision: PageRevision) => void;
  /** Whether a restore is running. */
  busy: boolean;
}

/** The dialog, loading the revisions each time it opens. */
export function RevisionsDialog({
  pageId,
  isOpen,
  onClose,
  onPreview,
  onRestore,
  busy,
}: RevisionsDialogProps) {
  const query = useQuery({
    queryKey: PAGE_KEYS.revisions(pageId),
    queryFn: () => fetchPageRevisions(pageId),
    enabled: isOpen,
  });
  const timeZone = useWebsite().data?.website.timeZone;
  return (
    <EditorDialog title="Revisions" isOpen={isOpen} onClose={onClose}>
      <div className="dialog__content">
        <p className="field__help">
          Each publish is kept here (the last 50). Restore makes a version your draft: publish it to show it
          to visitors.
        </p>
        {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.data === undefined && !query.isError ? <Loading label="Loading the revisions…" /> : null}
        {query.data?.length === 0 ? (
          <p className="empty-state">This page has not been published yet.</p>
        ) : null}
        {query.data !== undefined && query.data.length > 0 ? (
          <ul className="revision-list" aria-label="Published versions">
            {query.data.map((revision) => {
              const when = momentText(revision.publishedAt, timeZone);
              const who = revision.publishedBy === '' ? 'Before drafts' : revision.publishedBy;
              return (
                <li key={revision.id} className="revision-list__item">
                  <div className="revision-list__text">
                    <span className="revision-list__when">{when}</span>
                    <span className="revision-list__who">
                      {who}
                      {revision.current ? ' · Live now' : ''}
                    </span>
                  </div>
                  <div className="revision-list__actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Preview the version of ${when}`}
                      onClick={() => onPreview(revision)}
                    >
                      Preview
                    </button>
                    {onRestore !== undefined ? (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Restore the version of ${when}`}
                        disabled={busy}
                        onClick={() => onRestore(revision)}
                      >
                        Restore
                      </button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </EditorDialog>
  );
}
