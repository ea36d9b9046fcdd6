// The screen the link mailed to a new address opens (/config/confirm-email?token=): one press makes it the account's email.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmEmail } from '../api/profile.js';
import { Alert } from '../ui/alert.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { AuthFrame } from './auth-frame.js';
import { AuthSubmit, FormRefusal } from './auth-form.js';

/**
 * The confirmation screen. It asks for a press rather than confirming on load, so a mail scanner
 * that opens links changes nothing.
 */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | undefined>();
  const { submit, busy, error } = useFormSubmit(async () => {
    setDone((await confirmEmail(token)).message);
  });
  if (done !== undefined) {
    return (
      <AuthFrame title="Your new email">
        <Alert tone="success">{done}</Alert>
        <p className="auth-links">
          <Link to="/">Open the editor</Link>
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Confirm your new email">
      {token === '' ? (
        <Alert tone="error">This link is not complete. Open the link from the email again.</Alert>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <FormRefusal error={error} />
          <AuthSubmit busy={busy} label="Confirm my new email" busyLabel="Confirming…" />
        </form>
      )}
    </AuthFrame>
  );
}
