// The profile's email: the address you sign in with, and a change confirmed by a link mailed to the new address.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changeEmail, PROFILE_KEY } from '../api/profile.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { ProfileSection, useReportEdited } from './profile-section.js';

/** Props of {@link EmailSection}. */
export interface EmailSectionProps {
  email: string;
  /** A new address waiting for its link to be opened. */
  pendingEmail: string | null;
  /** Told whether a new address or the password is typed and not sent. */
  onEdited?: (edited: boolean) => void;
}

/** The email form. */
export function EmailSection({ email, pendingEmail, onEdited }: EmailSectionProps) {
  const queryClient = useQueryClient();
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState<string | undefined>();
  useReportEdited(next !== '' || password !== '', onEdited);
  const { submit, busy, error } = useFormSubmit(async () => {
    const answer = await changeEmail(next, password);
    setSent(answer.message);
    setNext('');
    setPassword('');
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  });
  const fields = error?.fields ?? {};
  return (
    <ProfileSection title="Email">
      <p>
        You sign in with <strong>{email}</strong>.
      </p>
      {sent !== undefined ? <Alert tone="success">{sent}</Alert> : null}
      {sent === undefined && pendingEmail !== null ? (
        <Alert tone="info">
          A link was sent to {pendingEmail}. Your email changes when you open it (within 24 hours).
        </Alert>
      ) : null}
      <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
        {error !== undefined && fields.email === undefined && fields.password === undefined ? (
          <Alert tone="error">{error.message}</Alert>
        ) : null}
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          value={next}
          onChange={(value) => {
            setNext(value);
            setSent(undefined);
          }}
          error={fields.email}
        />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fields.password}
          description="To make sure it is you."
        />
        <div className="profile-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending…' : 'Send a confirmation link'}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
