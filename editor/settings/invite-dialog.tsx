// The invite dialog: an email and a role; the server mails the link.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ROLE } from '../../domain/roles.js';
import { asApiError, type ApiError } from '../api/client.js';
import { invite, INVITATIONS_KEY } from '../api/members.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';
import { SelectField, TextField } from '../ui/field.js';
import { roleOptions } from './role-options.js';

/** Props of {@link InviteDialog}. */
export interface InviteDialogProps {
  isOpen: boolean;
  /** Whether the admin role may be offered. */
  isAdmin: boolean;
  onClose: () => void;
}

/** The invite dialog. */
export function InviteDialog({ isOpen, isAdmin, onClose }: InviteDialogProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(String(ROLE.editor));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();

  useEffect(() => {
    if (!isOpen) return;
    setEmail('');
    setRole(String(ROLE.editor));
    setError(undefined);
  }, [isOpen]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const sent = await invite(email.trim(), Number(role));
      announce(`Invitation sent to ${sent.email}.`);
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      onClose();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setBusy(false);
    }
  }

  const fields = error?.fields ?? {};
  return (
    <EditorDialog title="Invite someone" isOpen={isOpen} onClose={onClose}>
      <form className="dialog__content" onSubmit={(event) => void submit(event)} noValidate>
        {error !== undefined && fields.email === undefined && fields.role === undefined ? (
          <Alert tone="error">{error.message}</Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          autoFocus
          value={email}
          onChange={setEmail}
          error={fields.email}
        />
        <SelectField
          label="Role"
          value={role}
          onChange={setRole}
          options={roleOptions(isAdmin)}
          error={fields.role}
          description="What they may do: an editor builds the site, a store manager runs the store, a viewer only looks."
        />
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Send the invitation"
          busy={busy}
          busyLabel="Sending…"
        />
        <UnsavedChangesGuard dirty={email !== '' || role !== String(ROLE.editor)} />
      </form>
    </EditorDialog>
  );
}
