// The emailed link's screen: choose a new password (the link works once, for an hour), then sign in with it.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_OWNER_PASSWORD } from '../../domain/owner-account-rules.js';
import { confirmPasswordReset } from '../api/account.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { AuthFrame } from './auth-frame.js';
import { AuthSubmit } from './auth-form.js';

/** The screen that sets a new password. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState<string | undefined>();
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const { message } = await confirmPasswordReset(token, password);
      navigate('/login', { replace: true, state: { notice: message } });
    },
    {
      ready: () => {
        const same = password === repeat;
        setMismatch(same ? undefined : 'The two passwords are not the same.');
        return same;
      },
      leavesOnSuccess: true,
    },
  );

  if (token === '') {
    return (
      <AuthFrame title="Choose a new password">
        <Alert tone="error">
          This link is not complete. Open the link from the email again, or ask for a new one.
        </Alert>
        <p className="auth-links">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Choose a new password">
      {error !== undefined && error.fields.password === undefined ? (
        <Alert
          tone="error"
          actions={error.status === 410 ? <Link to="/forgot-password">Ask for a new link</Link> : undefined}
        >
          {error.message}
        </Alert>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_OWNER_PASSWORD}
          value={password}
          onChange={setPassword}
          error={error?.fields.password}
          description={`At least ${MIN_OWNER_PASSWORD} characters.`}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={setRepeat}
          error={mismatch}
        />
        <AuthSubmit busy={busy} label="Save the new password" busyLabel="Saving…" />
      </form>
    </AuthFrame>
  );
}
