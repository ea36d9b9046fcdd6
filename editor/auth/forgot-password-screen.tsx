// "Forgot your password?": an email address in, a single-use link (one hour) out, by email.
import { useState } from 'react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../api/account.js';
import { Alert } from '../ui/alert.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { AuthFrame } from './auth-frame.js';
import { AuthSubmit, FormRefusal, SignInEmailField } from './auth-form.js';

/** The screen that asks for a reset link. */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | undefined>();
  const { submit, busy, error } = useFormSubmit(async () => {
    setSent((await requestPasswordReset(email)).message);
  });

  return (
    <AuthFrame title="Reset your password">
      {sent !== undefined ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          <p>Enter the email you sign in with. We will send you a link to choose a new password.</p>
          <FormRefusal error={error} />
          <form className="auth-form" onSubmit={submit} noValidate>
            <SignInEmailField value={email} onChange={setEmail} error={error?.fields.email} />
            <AuthSubmit busy={busy} label="Send the link" busyLabel="Sending…" />
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
