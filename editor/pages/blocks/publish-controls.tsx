// Publish and Discard for a page's draft, its state ("Unpublished changes"), and the Revisions dialog with Preview and Restore.
import { useEffect, useState } from 'react';
import type { PageRevision } from '../../../domain/owner-api/page-drafts.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { draftPreviewPath, REVISION_PREVIEW_PARAM } from '../../../domain/preview-links.js';
import { asApiError } from '../../api/client.js';
import { discardPageDraft, publishPage, restorePageRevision } from '../../api/pages.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { ConfirmDialog } from '../../ui/dialog.js';
import { usePreview } from '../../ui/preview.js';
import { RevisionsDialog } from './revisions-dialog.js';

/** Where a page's draft stands against what visitors see. */
export function publishStateText(
  page: Pick<PageDetail, 'hasDraft' | 'publishedAt'>,
  saving: boolean,
): string {
  if (page.publishedAt === null) return 'Not published yet';
  return page.hasDraft || saving ? 'Unpublished changes' : 'Published';
}

/** Props of {@link PublishControls}. */
export interface PublishControlsProps {
  /** The page as the editor holds it now. */
  page: PageDetail;
  /** False while edits are not saved yet: Publish waits for the save (`onSaveFirst`). */
  saved: boolean;
  /** Starts saving what is pending; Publish runs once it is saved. */
  onSaveFirst: () => void;
  /** Whether a Publish asked for while saving waits (set by {@link onSaveFirst}'s caller). */
  publishWaiting: boolean;
  setPublishWaiting: (waiting: boolean) => void;
  /** The server's page after a publish (the same blocks, a new version). */
  onPublished: (page: PageDetail) => void;
  /** The server's page after a discard or restore (other blocks: the editor starts again from them). */
  onReplaced: (page: PageDetail) => void;
  readOnly: boolean;
  /** The version the editor's last save answered, when it knows a newer one than `page` (default: `page`'s). */
  savedVersion?: () => number;
}

/** The publish bar of the blocks editor. */
export function PublishControls({
  page,
  saved,
  onSaveFirst,
  publishWaiting,
  setPublishWaiting,
  onPublished,
  onReplaced,
  readOnly,
  savedVersion,
}: PublishControlsProps) {
  const { url, show } = usePreview();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  // Publish, Discard and Restore go over the newest version known: right after a save, the save's answer.
  const version = () => Math.max(page.version, savedVersion?.() ?? 0);
  // A save just answered while `page` (read again after it) still holds the version before: a draft.
  const draft = page.hasDraft || version() > page.version;
  const canPublish = draft || page.publishedAt === null || !saved;
  const canDiscard = draft && saved;
  const showingRevision = url.includes(`${REVISION_PREVIEW_PARAM}=`);

  async function run(action: () => Promise<PageDetail>, done: (result: PageDetail) => void, said: string) {
    setBusy(true);
    setError(undefined);
    try {
      done(await action());
      announce(said);
    } catch (failure) {
      setError(asApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  function publish() {
    if (busy || !canPublish) return;
    if (!saved) {
      setPublishWaiting(true);
      onSaveFirst();
      return;
    }
    void run(() => publishPage(page.id, version()), onPublished, 'Published: visitors see this page now.');
  }

  function restore(revision: PageRevision) {
    setRevisionsOpen(false);
    void run(
      () => restorePageRevision(page.id, revision.id, version()),
      (result) => {
        onReplaced(result);
        show(draftPreviewPath(result.fullUrl));
      },
      'Restored as your draft. Publish to show it to visitors.',
    );
  }

  // A Publish asked for while saving runs once the save is done (over the version it saved).
  useEffect(() => {
    if (!publishWaiting || !saved || busy) return;
    setPublishWaiting(false);
    void run(() => publishPage(page.id, version()), onPublished, 'Published: visitors see this page now.');
  });

  return (
    <div className="publish-bar">
      <p className="publish-bar__state" role="status">
        <span className={`badge ${canPublish ? 'badge--draft' : 'badge--published'}`}>
          {publishStateText({ ...page, hasDraft: draft }, !saved)}
        </span>
      </p>
      <div className="toolbar publish-bar__actions">
        {!readOnly ? (
          <>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={publish}
              aria-disabled={busy || !canPublish || publishWaiting || undefined}
            >
              {publishWaiting ? 'Publishing…' : 'Publish'}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => (canDiscard && !busy ? setConfirmDiscard(true) : undefined)}
              aria-disabled={!canDiscard || busy || undefined}
            >
              Discard
            </button>
          </>
        ) : null}
        <button type="button" className="button button--small" onClick={() => setRevisionsOpen(true)}>
          Revisions
        </button>
      </div>
      {showingRevision ? (
        <Alert tone="info">
          The preview shows a published version, not your draft.{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => show(draftPreviewPath(page.fullUrl))}
          >
            Show the draft
          </button>
        </Alert>
      ) : null}
      {error !== undefined ? <Alert tone="error">{error}</Alert> : null}
      <ConfirmDialog
        title="Discard unpublished changes?"
        isOpen={confirmDiscard}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          void run(
            () => discardPageDraft(page.id, version()),
            onReplaced,
            'Discarded: the page is as published.',
          );
        }}
        confirmLabel="Discard changes"
        destructive
        busy={busy}
      >
        <p>The page goes back to the version visitors see. Your unpublished changes are lost.</p>
      </ConfirmDialog>
      <RevisionsDialog
        pageId={page.id}
        isOpen={revisionsOpen}
        onClose={() => setRevisionsOpen(false)}
        onPreview={(revision) => {
          setRevisionsOpen(false);
          show(revision.previewUrl);
        }}
        onRestore={readOnly ? undefined : restore}
        busy={busy}
      />
    </div>
  );
}
