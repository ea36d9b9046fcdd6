// The profile's password: a new one, once the current one is typed; every other session is signed out.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MIN_OWNER_PASSWORD } from '../../domain/owner-account-rules.js';
import { changePassword, SESSIONS_KEY } from '../api/profile.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { ProfileSection, useReportEdited } from './profile-section.js';

/** What the form says when the new password is typed twice differently. */
export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

/** The password form. */
export function PasswordSection({
  onEdited,
}: {
  /** Told whether any of the three passwords is typed and not sent. */
  onEdited?: (edited: boolean) => void;
} = {}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [differ, setDiffer] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  useReportEdited(current !== '' || next !== '' || again !== '', onEdited);
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const answer = await changePassword(current, next);
      setDone(answer.message);
      setCurrent('');
      setNext('');
      setAgain('');
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    {
      ready: () => {
        setDone(undefined);
        setDiffer(next !== again);
        return next === again;
      },
    },
  );
  const fields = error?.fields ?? {};
  return (
    <ProfileSection title="Password">
      {done !== undefined ? <Alert tone="success">{done}</Alert> : null}
      <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
        {error !== undefined && Object.keys(fields).length === 0 ? (
          <Alert tone="error">{error.message}</Alert>
        ) : null}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={fields.currentPassword}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          error={fields.newPassword}
          description={`At least ${MIN_OWNER_PASSWORD} characters.`}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={setAgain}
          error={differ ? PASSWORDS_DIFFER : undefined}
        />
        <div className="profile-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
