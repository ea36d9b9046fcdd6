// /config/profile: your own account: name, email, password, two-factor sign-in and where you are signed in.
import { useCallback, useState } from 'react';
import { useProfile } from '../api/profile.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';
import { EmailSection } from './email-section.js';
import { NameSection } from './name-section.js';
import { PasswordSection } from './password-section.js';
import { SessionsSection } from './sessions-section.js';
import { TwoFactorSection } from './two-factor-section.js';

/** The Profile screen. */
export function ProfileScreen() {
  const profile = useProfile();
  // Which sections hold changes not saved: leaving asks first while any does.
  const [edited, setEdited] = useState<Readonly<Record<string, boolean>>>({});
  const unsaved = useUnsavedChanges(Object.values(edited).some(Boolean));
  const reporter = useCallback(
    (section: string) => (now: boolean) =>
      setEdited((current) => (current[section] === now ? current : { ...current, [section]: now })),
    [],
  );
  const [onName] = useState(() => reporter('name'));
  const [onEmail] = useState(() => reporter('email'));
  const [onPassword] = useState(() => reporter('password'));
  return (
    <div className="profile-screen">
      <h1>Your profile</h1>
      {profile.isPending ? <Loading label="Loading your profile…" /> : null}
      {profile.error !== null ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : null}
      {profile.data !== undefined ? (
        <>
          <NameSection displayName={profile.data.account.displayName} onEdited={onName} />
          <EmailSection
            email={profile.data.account.email}
            pendingEmail={profile.data.pendingEmail}
            onEdited={onEmail}
          />
          <PasswordSection onEdited={onPassword} />
          <TwoFactorSection twoFactor={profile.data.twoFactor} />
          <SessionsSection />
        </>
      ) : null}
      {unsaved.prompt}
    </div>
  );
}
