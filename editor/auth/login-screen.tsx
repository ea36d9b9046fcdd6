// Sign-in at /config/login: email, password and "Keep me signed in", the two-factor code when the account has it, then back to where the owner was going.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isInternalPath } from '../../domain/internal-link.js';
import { needsCode, signIn } from '../api/account.js';
import { WEBSITE_KEY } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { AuthFrame } from './auth-frame.js';
import { AuthSubmit, FormRefusal, SignInEmailField } from './auth-form.js';
import { TwoFactorCodeForm } from './two-factor-code-form.js';

/** Only paths inside the editor are followed after sign-in (never another site: `//host`, `/\host`). */
export function safeNext(next: string | null): string {
  return next !== null && isInternalPath(next) ? next : '/';
}

/** The sign-in screen: the password step, then the code step for accounts with two-factor sign-in. */
export function LoginScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const notice = (location.state as { notice?: string } | null)?.notice;

  async function enter() {
    await queryClient.invalidateQueries({ queryKey: WEBSITE_KEY });
    navigate(safeNext(params.get('next')), { replace: true });
  }

  if (codeStep) {
    return (
      <AuthFrame title="Enter your sign-in code">
        <TwoFactorCodeForm onSignedIn={enter} onRestart={() => setCodeStep(false)} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Sign in to edit your site">
      {notice !== undefined ? <Alert tone="success">{notice}</Alert> : null}
      <PasswordStep
        email={email}
        setEmail={setEmail}
        rememberMe={rememberMe}
        setRememberMe={setRememberMe}
        onSignedIn={enter}
        onCodeNeeded={() => setCodeStep(true)}
      />
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthFrame>
  );
}

interface PasswordStepProps {
  email: string;
  setEmail: (email: string) => void;
  rememberMe: boolean;
  setRememberMe: (on: boolean) => void;
  onSignedIn: () => Promise<void>;
  onCodeNeeded: () => void;
}

/** Email, password and "Keep me signed in" (a form of its own, so coming back to it starts afresh). */
function PasswordStep({
  email,
  setEmail,
  rememberMe,
  setRememberMe,
  onSignedIn,
  onCodeNeeded,
}: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const { submit, busy, error } = useFormSubmit(
    async () => {
      if (needsCode(await signIn(email, password, rememberMe))) onCodeNeeded();
      else await onSignedIn();
    },
    { leavesOnSuccess: true },
  );
  return (
    <>
      <FormRefusal error={error} />
      <form className="auth-form" onSubmit={submit} noValidate>
        <SignInEmailField value={email} onChange={setEmail} error={error?.fields.email} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={error?.fields.password}
        />
        <CheckboxField
          label="Keep me signed in"
          name="rememberMe"
          checked={rememberMe}
          onChange={setRememberMe}
        />
        <AuthSubmit busy={busy} label="Sign in" busyLabel="Signing in…" />
      </form>
    </>
  );
}
