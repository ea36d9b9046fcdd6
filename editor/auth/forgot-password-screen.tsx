// "Forgot your password?": an email address in, a single-use link (one hour) out, by email.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../api/account.js';
import { ApiError } from '../api/client.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';
import { AuthFrame } from './auth-frame.js';

/** The screen that asks for a reset link. */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | undefined>();
  const [error, setError] = useState<ApiError | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setSent((await requestPasswordReset(email)).message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new ApiError(0, 'unknown', 'Something went wrong.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Reset your password">
      {sent !== undefined ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          <p>Enter the email you sign in with. We will send you a link to choose a new password.</p>
          {error !== undefined && Object.keys(error.fields).length === 0 ? (
            <Alert tone="error">{error.message}</Alert>
          ) : null}
          <form className="auth-form" onSubmit={submit} noValidate>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={setEmail}
              error={error?.fields.email}
            />
            <button type="submit" className="button button--primary button--wide" disabled={busy}>
              {busy ? 'Sending…' : 'Send the link'}
            </button>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
