// A dialog that asks for your password before a change to your sign-in (new recovery codes, turning two-factor off).
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { asApiError, type ApiError } from '../api/client.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { TextField } from '../ui/field.js';

/** Props of {@link PasswordDialog}. */
export interface PasswordDialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** Does the change; a rejection's message shows in the dialog (a wrong password under the field). */
  onConfirm: (password: string) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  children?: ReactNode;
}

/** The password dialog. */
export function PasswordDialog({
  title,
  isOpen,
  onClose,
  onConfirm,
  submitLabel,
  busyLabel,
  children,
}: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();

  useEffect(() => {
    if (!isOpen) return;
    setPassword('');
    setError(undefined);
  }, [isOpen]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(password);
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDialog title={title} isOpen={isOpen} onClose={onClose} size="small">
      <form className="dialog__content" onSubmit={(event) => void submit(event)} noValidate>
        {children}
        {error !== undefined && error.fields.password === undefined ? (
          <Alert tone="error">{error.message}</Alert>
        ) : null}
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={setPassword}
          error={error?.fields.password}
        />
        <DialogFormActions onCancel={onClose} submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} />
      </form>
    </EditorDialog>
  );
}
