// The profile's two-factor sign-in: on or off, the recovery codes left, new codes and turning it off (both with your password), or the way to set it up.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { disableTwoFactor, PROFILE_KEY, regenerateRecoveryCodes, type Profile } from '../api/profile.js';
import { WEBSITE_KEY } from '../api/website.js';
import { useAnnounce } from '../ui/announcer.js';
import { PasswordDialog } from './password-dialog.js';
import { ProfileSection } from './profile-section.js';
import { RecoveryCodesDialog } from './recovery-codes-dialog.js';

/** The two-factor part of the profile. */
export function TwoFactorSection({ twoFactor }: { twoFactor: Profile['twoFactor'] }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [asking, setAsking] = useState<'codes' | 'off' | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    await queryClient.invalidateQueries({ queryKey: WEBSITE_KEY });
  };

  async function newCodes(password: string) {
    const made = await regenerateRecoveryCodes(password);
    setAsking(undefined);
    setCodes(made);
    await refresh();
  }

  async function turnOff(password: string) {
    await disableTwoFactor(password);
    setAsking(undefined);
    announce('Two-factor sign-in is off.');
    await refresh();
  }

  return (
    <ProfileSection title="Two-factor sign-in">
      {twoFactor.enabled ? (
        <>
          <p>
            On: signing in asks for a code from your authenticator app after your password.{' '}
            {twoFactor.recoveryCodesLeft === 1
              ? '1 recovery code left.'
              : `${twoFactor.recoveryCodesLeft} recovery codes left.`}
          </p>
          <div className="profile-form__actions">
            <button type="button" className="button" onClick={() => setAsking('codes')}>
              New recovery codes
            </button>
            <button type="button" className="button button--danger" onClick={() => setAsking('off')}>
              Turn off two-factor sign-in
            </button>
          </div>
        </>
      ) : (
        <>
          <p>Off. With it on, signing in also asks for a code from an authenticator app on your phone.</p>
          <Link className="button button--primary" to="/profile/two-factor">
            Set up two-factor sign-in
          </Link>
        </>
      )}
      <PasswordDialog
        title="Make new recovery codes"
        isOpen={asking === 'codes'}
        onClose={() => setAsking(undefined)}
        onConfirm={newCodes}
        submitLabel="Make new codes"
        busyLabel="Making…"
      >
        <p>Your current recovery codes stop working.</p>
      </PasswordDialog>
      <PasswordDialog
        title="Turn off two-factor sign-in?"
        isOpen={asking === 'off'}
        onClose={() => setAsking(undefined)}
        onConfirm={turnOff}
        submitLabel="Turn it off"
        busyLabel="Turning off…"
      >
        <p>Signing in will ask only for your password, and your recovery codes stop working.</p>
      </PasswordDialog>
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />
    </ProfileSection>
  );
}
