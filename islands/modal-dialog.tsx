// A modal dialog's shell: the hidden-when-closed overlay, its backdrop and the labelled dialog that useModal keeps focus in.
import { useRef, type ReactElement, type ReactNode } from 'react';
import { useModal } from './use-modal.js';

/** What the shell needs: whether it is open, how it closes, the id of its title and its classes. */
export interface ModalDialogProps {
  readonly open: boolean;
  readonly close: () => void;
  /** The id of the element that names the dialog (its heading). */
  readonly titleId: string;
  /** Classes added to the overlay's `tessera-modal`, e.g. `tessera-modal--drawer`. */
  readonly modifier?: string;
  readonly dialogClassName: string;
  readonly children: ReactNode;
}

/** A modal dialog: focus moves in and stays in, Escape and a press outside close it. */
export function ModalDialog(props: ModalDialogProps): ReactElement {
  const dialog = useRef<HTMLDivElement>(null);
  useModal(props.open, props.close, dialog);
  return (
    <div
      className={props.modifier ? `tessera-modal ${props.modifier}` : 'tessera-modal'}
      hidden={!props.open}
    >
      <div className="tessera-modal__backdrop" aria-hidden="true" />
      <div
        ref={dialog}
        className={props.dialogClassName}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.titleId}
        tabIndex={-1}
      >
        {props.children}
      </div>
    </div>
  );
}
