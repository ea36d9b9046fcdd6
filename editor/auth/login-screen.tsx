// Sign-in at /config/login: email, password and "Keep me signed in", then back to where the owner was going.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isInternalPath } from '../../domain/internal-link.js';
import { signIn } from '../api/account.js';
import { WEBSITE_KEY } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { AuthFrame } from './auth-frame.js';
import { AuthSubmit, FormRefusal, SignInEmailField } from './auth-form.js';

/** Only paths inside the editor are followed after sign-in (never another site: `//host`, `/\host`). */
export function safeNext(next: string | null): string {
  return next !== null && isInternalPath(next) ? next : '/';
}

/** The sign-in screen. */
export function LoginScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const { submit, busy, error } = useFormSubmit(
    async () => {
      await signIn(email, password, rememberMe);
      await queryClient.invalidateQueries({ queryKey: WEBSITE_KEY });
      navigate(safeNext(params.get('next')), { replace: true });
    },
    { leavesOnSuccess: true },
  );

  return (
    <AuthFrame title="Sign in to edit your site">
      {notice !== undefined ? <Alert tone="success">{notice}</Alert> : null}
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
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthFrame>
  );
}
