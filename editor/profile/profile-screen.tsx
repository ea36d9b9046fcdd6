// /config/profile: your own account: name, email, password, two-factor sign-in and where you are signed in.
import { useProfile } from '../api/profile.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { EmailSection } from './email-section.js';
import { NameSection } from './name-section.js';
import { PasswordSection } from './password-section.js';
import { SessionsSection } from './sessions-section.js';
import { TwoFactorSection } from './two-factor-section.js';

/** The Profile screen. */
export function ProfileScreen() {
  const profile = useProfile();
  return (
    <div className="profile-screen">
      <h1>Your profile</h1>
      {profile.isPending ? <Loading label="Loading your profile…" /> : null}
      {profile.error !== null ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : null}
      {profile.data !== undefined ? (
        <>
          <NameSection displayName={profile.data.account.displayName} />
          <EmailSection email={profile.data.account.email} pendingEmail={profile.data.pendingEmail} />
          <PasswordSection />
          <TwoFactorSection twoFactor={profile.data.twoFactor} />
          <SessionsSection />
        </>
      ) : null}
    </div>
  );
}
