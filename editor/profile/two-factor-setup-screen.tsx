// /config/profile/two-factor: setting up an authenticator app: the QR code (and its key to type), a code from the app, then the recovery codes once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TWO_FACTOR_MESSAGES } from '../../domain/owner-account-rules.js';
import { asApiError, type ApiError } from '../api/client.js';
import { enableTwoFactor, PROFILE_KEY, startTwoFactorSetup, type TwoFactorSetup } from '../api/profile.js';
import { useWebsite, WEBSITE_KEY } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';
import { Loading } from '../ui/load-state.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { QrCode } from './qr-code.js';
import { RecoveryCodesDialog } from './recovery-codes-dialog.js';

/** A Base32 key in groups of four, easier to type (`ABCD EFGH …`). */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Starts the set-up once when the screen opens (a second start would replace the secret shown). */
function useSetup(): { setup: TwoFactorSetup | undefined; error: ApiError | undefined } {
  const started = useRef(false);
  const [setup, setSetup] = useState<TwoFactorSetup | undefined>();
  const [error, setError] = useState<ApiError | undefined>();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startTwoFactorSetup().then(setSetup, (caught: unknown) => setError(asApiError(caught)));
  }, []);
  return { setup, error };
}

/** The set-up screen. */
export function TwoFactorSetupScreen() {
  const website = useWebsite();
  const required = website.data?.twoFactorSetupNeeded === true;
  const { setup, error } = useSetup();
  return (
    <div className="profile-screen">
      <p>
        <Link to="/profile">← Your profile</Link>
      </p>
      <h1>Set up two-factor sign-in</h1>
      {required ? <Alert tone="warning">{TWO_FACTOR_MESSAGES.setupNeeded}</Alert> : null}
      {error !== undefined ? <Alert tone="error">{error.message}</Alert> : null}
      {setup === undefined && error === undefined ? <Loading label="Making your key…" /> : null}
      {setup !== undefined ? <SetupSteps setup={setup} leaveTo={required ? '/' : '/profile'} /> : null}
    </div>
  );
}

/** Scan, then type a code; the recovery codes once it is on. */
function SetupSteps({ setup, leaveTo }: { setup: TwoFactorSetup; leaveTo: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | undefined>();
  const { submit, busy, error } = useFormSubmit(async () => {
    setCodes(await enableTwoFactor(code.trim()));
  });

  async function done() {
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    await queryClient.invalidateQueries({ queryKey: WEBSITE_KEY });
    navigate(leaveTo, { replace: true });
  }

  return (
    <>
      <ol className="two-factor-steps">
        <li>
          <p>
            Scan this code with an authenticator app on your phone (such as Google Authenticator, Authy or
            1Password).
          </p>
          <QrCode qr={setup.qr} label="QR code for your authenticator app" />
          <p>
            Cannot scan it? Type this key in the app:{' '}
            <code className="two-factor-key">{groupedKey(setup.secret)}</code>
          </p>
        </li>
        <li>
          <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
            {error !== undefined && error.fields.code === undefined ? (
              <Alert tone="error">{error.message}</Alert>
            ) : null}
            <TextField
              label="The 6-digit code the app shows"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={setCode}
              error={error?.fields.code}
            />
            <div className="profile-form__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Checking…' : 'Turn on two-factor sign-in'}
              </button>
            </div>
          </form>
        </li>
      </ol>
      <RecoveryCodesDialog codes={codes} onClose={() => void done()} />
    </>
  );
}
