// When a call finds the session gone: sign in again in a dialog over the screen, so nothing typed is lost.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSION_EXPIRED_MESSAGE } from '../../domain/owner-account-rules.js';
import { needsCode, signIn } from '../api/account.js';
import { TwoFactorCodeForm } from '../auth/two-factor-code-form.js';
import { Alert } from './alert.js';
import { useAnnounce } from './announcer.js';
import { EditorDialog } from './dialog.js';
import { CheckboxField, TextField } from './field.js';
import { useFormSubmit } from './use-form-submit.js';

/** Props of {@link SessionExpiredDialog}. */
export interface SessionExpiredDialogProps {
  email: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The dialog (editor/ui/session-expiry.tsx loads it at the first 401 and opens it at every one). */
export function SessionExpiredDialog({ email, open, setOpen }: SessionExpiredDialogProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  async function signedIn() {
    setOpen(false);
    setPassword('');
    setCodeStep(false);
    await queryClient.invalidateQueries();
    announce('Signed in again. Anything that was not saved can be saved now.');
  }
  const { submit, busy, error } = useFormSubmit(async () => {
    if (needsCode(await signIn(email, password, rememberMe))) setCodeStep(true);
    else await signedIn();
  });

  if (codeStep) {
    return (
      <EditorDialog title="Session expired" isOpen={open} onClose={() => setOpen(false)} size="small">
        <TwoFactorCodeForm onSignedIn={signedIn} onRestart={() => setCodeStep(false)} wide={false} />
      </EditorDialog>
    );
  }

  return (
    <EditorDialog title="Session expired" isOpen={open} onClose={() => setOpen(false)} size="small">
      <Alert tone="warning">{SESSION_EXPIRED_MESSAGE}</Alert>
      {error !== undefined ? <Alert tone="error">{error.message}</Alert> : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={() => undefined}
          readOnly
          autoComplete="username"
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          autoFocus
          required
        />
        <CheckboxField label="Keep me signed in" checked={rememberMe} onChange={setRememberMe} />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
