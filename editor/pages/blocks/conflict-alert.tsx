// A save refused because another came first (412): the server's message, and the owner's two ways on, nothing typed lost.
import { useState } from 'react';
import { Alert } from '../../ui/alert.js';
import { ConfirmDialog } from '../../ui/dialog.js';

/** Props of {@link ConflictAlert}. */
export interface ConflictAlertProps {
  message: string;
  /** Replaces the owner's changes with the page as saved (after they confirm). */
  onLoadLatest: () => Promise<void>;
  /** Saves the owner's blocks over the version that came first. */
  onKeepMine: () => void;
}

/** The alert; loading the latest version asks first, since it discards what is not saved. */
export function ConflictAlert({ message, onLoadLatest, onKeepMine }: ConflictAlertProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function load() {
    setBusy(true);
    try {
      await onLoadLatest();
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Alert
        tone="error"
        title="Not saved"
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              Load the latest version
            </button>
            <button type="button" className="button button--primary" onClick={onKeepMine}>
              Keep mine and save over it
            </button>
          </>
        }
      >
        {message}
      </Alert>
      <ConfirmDialog
        title="Load the latest version?"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void load()}
        confirmLabel="Discard my changes"
        destructive
        busy={busy}
      >
        <p>The blocks as they were last saved replace yours. The changes you made since then are lost.</p>
      </ConfirmDialog>
    </>
  );
}
