// The keyboard's undo and redo for the block editor: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y.
import { useCallback, type KeyboardEvent } from 'react';

/** Options of {@link useUndoKeys}. */
export interface UndoKeysOptions {
  undo: () => void;
  redo: () => void;
  enabled: boolean;
}

/**
 * A keydown handler for the block editor's root. The rich-text editor keeps these keys for its
 * own text (its toolbar and the keys undo the typing in it), and dialogs opened from a block
 * (React passes their events up through the portal) keep them too.
 */
export function useUndoKeys({ undo, redo, enabled }: UndoKeysOptions) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (!enabled || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement;
      if (target.closest('[contenteditable="true"], [role="dialog"], [role="alertdialog"]') !== null) return;
      const key = event.key.toLowerCase();
      const isUndo = key === 'z' && !event.shiftKey;
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey);
      if (!isUndo && !isRedo) return;
      event.preventDefault();
      if (isUndo) undo();
      else redo();
    },
    [undo, redo, enabled],
  );
}
