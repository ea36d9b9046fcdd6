// The unsaved-changes guard every editing screen shares: leaving for another screen asks "Leave without saving?", and closing or reloading the tab gets the browser's own warning, while the screen holds changes not saved.
import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { EditorDialog } from './dialog.js';

/** What {@link useUnsavedChanges} gives a screen. */
export interface UnsavedChanges {
  /** The question, to render anywhere in the screen (nothing shows until the owner tries to leave). */
  prompt: ReactElement;
  /**
   * Lets the next move go unasked: for the screen's own move after a save went through
   * (a new product's address), made before the screen learns its changes are saved.
   */
  release: () => void;
}

/** The browser's warning on closing or reloading the tab while `dirty`. */
function useUnloadWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * Guards a screen's changes while `dirty`: a move to another address inside the editor waits for
 * the owner's answer ("Stay" or "Leave without saving"); closing the tab gets the browser's warning.
 * A change of only the query or hash (a tab, a filter) is no leaving.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (released.current) {
        released.current = false;
        return false;
      }
      return dirty && currentLocation.pathname !== nextLocation.pathname;
    },
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useUnloadWarning(dirty);

  // A block left waiting once the changes are saved (or gone) lets the move through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  const stay = () => (blocker.state === 'blocked' ? blocker.reset() : undefined);
  const leave = () => (blocker.state === 'blocked' ? blocker.proceed() : undefined);
  const prompt = (
    <EditorDialog
      title="Leave without saving?"
      isOpen={blocker.state === 'blocked'}
      onClose={stay}
      role="alertdialog"
      size="small"
    >
      <div className="dialog__content">
        <p>Your changes on this screen are not saved. If you leave now, they are lost.</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={stay} autoFocus>
          Stay on this screen
        </button>
        <button type="button" className="button button--danger" onClick={leave}>
          Leave without saving
        </button>
      </div>
    </EditorDialog>
  );
  return {
    prompt,
    release: () => {
      released.current = true;
    },
  };
}

/**
 * The guard as an element, for a form mounted only while it is shown (a dialog's form): while
 * `dirty`, leaving the screen (a link, the browser's Back) asks first and closing the tab is warned.
 * A screen has one guard at a time (the router heeds only the newest).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return useUnsavedChanges(dirty).prompt;
}
