// Where the page's blocks stand with the server, read out as it changes: saving, saved, or not saved and why.
import type { SaveState } from './use-autosave.js';

/** The words of a save state. */
export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return 'All changes saved';
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'failed':
    case 'invalid':
      return `Not saved: ${state.message}`;
    case 'conflict':
      return 'Not saved: this page was saved elsewhere first.';
  }
}

/** Props of {@link SaveStatus}. */
export interface SaveStatusProps {
  state: SaveState;
  /** Messages of the last save that belong to no block (too many blocks). */
  general: readonly string[];
  onSaveNow: () => void;
}

/** The status line (role=status), and "Save now" ("Try again" after a failed save). */
export function SaveStatus({ state, general, onSaveNow }: SaveStatusProps) {
  const idle = state.kind === 'saved' || state.kind === 'saving' || state.kind === 'conflict';
  return (
    <div className={`save-status save-status--${state.kind}`}>
      <div role="status" className="save-status__text">
        <p>{saveStateText(state)}</p>
        {general.length > 0 ? (
          <ul className="save-status__problems">
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* aria-disabled, not disabled: the button keeps focus while the save it started runs. */}
      <button
        type="button"
        className="button button--small"
        onClick={() => (idle ? undefined : onSaveNow())}
        aria-disabled={idle || undefined}
      >
        {state.kind === 'failed' ? 'Try again' : 'Save now'}
      </button>
    </div>
  );
}
