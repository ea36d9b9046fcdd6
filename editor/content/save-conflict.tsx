// A save refused because another came first (412): the server's message, what was typed kept, and the owner's two ways on.
import { VERSION_CONFLICT_MESSAGE } from '../../domain/owner-api/common-rules.js';
import { Alert } from '../ui/alert.js';

/** Props of {@link SaveConflict}. */
export interface SaveConflictProps {
  /** The server's message (SPEC's version-conflict text). */
  message?: string;
  busy?: boolean;
  /** Throws away what was typed and shows what is stored now. */
  onLoadLatest: () => void;
  /** Saves what was typed over the newer version. */
  onOverwrite: () => void;
}

/** The conflict notice with "Load the latest version" and "Keep mine and save over it". */
export function SaveConflict({ message, busy, onLoadLatest, onOverwrite }: SaveConflictProps) {
  return (
    <Alert
      tone="warning"
      title="Not saved: this was changed elsewhere"
      actions={
        <>
          <button type="button" className="button" onClick={onLoadLatest} disabled={busy}>
            Load the latest version
          </button>
          <button type="button" className="button button--danger" onClick={onOverwrite} disabled={busy}>
            Keep mine and save over it
          </button>
        </>
      }
    >
      {message ?? VERSION_CONFLICT_MESSAGE}
    </Alert>
  );
}
