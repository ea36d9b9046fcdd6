// The second step of signing in: the code from the authenticator app, or a recovery code; used by the sign-in screen and the session-expired dialog.
import { useState } from 'react';
import { TWO_FACTOR_ERRORS, TWO_FACTOR_MESSAGES } from '../../domain/owner-account-rules.js';
import { signInWithCode } from '../api/account.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** Props of {@link TwoFactorCodeForm}. */
export interface TwoFactorCodeFormProps {
  /** Runs once the code is right and the session started. */
  onSignedIn: () => Promise<void> | void;
  /** Goes back to the password (the waiting sign-in expired or took too many wrong codes). */
  onRestart: () => void;
  /** The submit button's look: wide on the sign-in screen, plain in a dialog. */
  wide?: boolean;
}

/** The code form. */
export function TwoFactorCodeForm({ onSignedIn, onRestart, wide = true }: TwoFactorCodeFormProps) {
  const [code, setCode] = useState('');
  const { submit, busy, error } = useFormSubmit(
    async () => {
      await signInWithCode(code.trim());
      await onSignedIn();
    },
    { leavesOnSuccess: true },
  );
  const expired = error?.code === TWO_FACTOR_ERRORS.signInExpired;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {expired ? (
        <Alert
          tone="error"
          actions={
            <button type="button" className="button" onClick={onRestart}>
              Start again
            </button>
          }
        >
          {error.message}
        </Alert>
      ) : null}
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        spellCheck={false}
        value={code}
        onChange={setCode}
        error={!expired && error !== undefined ? (error.fields.code ?? error.message) : undefined}
        description={TWO_FACTOR_MESSAGES.codeNeeded}
      />
      <button
        type="submit"
        className={`button button--primary${wide ? ' button--wide' : ''}`}
        disabled={busy || expired}
      >
        {busy ? 'Checking…' : 'Verify'}
      </button>
    </form>
  );
}
