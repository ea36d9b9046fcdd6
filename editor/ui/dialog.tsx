// Accessible modal dialogs (react-aria-components): focus kept inside, Escape and a close button to leave; a dialog form's buttons.
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of {@link EditorDialog}. */
export interface EditorDialogProps {
  title: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Whether Escape and a click outside close it (default true). */
  dismissable?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/** A modal dialog with a heading and a close button. */
export function EditorDialog({
  title,
  isOpen,
  onClose,
  children,
  role = 'dialog',
  dismissable = true,
  size = 'medium',
}: EditorDialogProps) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
    >
      <Modal className={`dialog dialog--${size}`}>
        <Dialog className="dialog__body" role={role}>
          <div className="dialog__header">
            <Heading slot="title" className="dialog__title">
              {title}
            </Heading>
            {dismissable ? (
              <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
                ×
              </button>
            ) : null}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  title: string;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  children: ReactNode;
  /** Paints the confirm button as a destructive action. */
  destructive?: boolean;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
}

/** A yes-or-no question (delete this page?), answered with its buttons or Escape (no). */
export function ConfirmDialog({
  title,
  isOpen,
  onCancel,
  onConfirm,
  confirmLabel,
  children,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <EditorDialog title={title} isOpen={isOpen} onClose={onCancel} role="alertdialog" size="small">
      <div className="dialog__content">{children}</div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={`button ${destructive ? 'button--danger' : 'button--primary'}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </EditorDialog>
  );
}

/** Props of {@link DialogFormActions}. */
export interface DialogFormActionsProps {
  onCancel: () => void;
  /** The submit button's words. */
  submitLabel: string;
  /** Whether the form is being sent: both buttons are off, and the submit button says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

/** A dialog form's Cancel and submit buttons. */
export function DialogFormActions({
  onCancel,
  submitLabel,
  busy = false,
  busyLabel = submitLabel,
}: DialogFormActionsProps) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
