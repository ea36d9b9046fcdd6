// "Use the home page’s blocks": takes a page's own blocks of a block area away (asked first), so the area shows the home page's again.
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/dialog.js';

/** Props of {@link HomeAreaChoice}. */
export interface HomeAreaChoiceProps {
  /** The area as people read it ("Sidebar blocks"). */
  label: string;
  /** False while changes are not saved yet, or the last choice is being saved. */
  enabled: boolean;
  onConfirm: () => void;
}

/** The button, and the question it asks before the page's own blocks of the area go. */
export function HomeAreaChoice({ label, enabled, onConfirm }: HomeAreaChoiceProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-disabled={!enabled || undefined}
        onClick={() => enabled && setAsking(true)}
      >
        Use the home page’s blocks
      </button>
      <ConfirmDialog
        title="Use the home page’s blocks here?"
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        confirmLabel="Use the home page’s blocks"
        destructive
      >
        <p>
          This page’s own blocks in “{label}” are removed, and it shows the home page’s blocks there instead.
        </p>
      </ConfirmDialog>
    </>
  );
}
