// The profile's sessions: each browser you are signed in with (this one marked), and signing out everywhere else.
import { momentText } from '../ui/moment-text.js';
import { useState } from 'react';
import { signOutOtherSessions, useSessions } from '../api/profile.js';
import { asApiError } from '../api/client.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { ProfileSection } from './profile-section.js';

/** The sessions list. */
export function SessionsSection() {
  const sessions = useSessions();
  const timeZone = useWebsite().data?.website.timeZone;
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();

  async function signOutOthers() {
    setBusy(true);
    setResult(undefined);
    try {
      const ended = await signOutOtherSessions();
      const text = ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`;
      setResult({ tone: 'success', text });
      announce(text);
      await sessions.refetch();
    } catch (caught) {
      setResult({ tone: 'error', text: asApiError(caught).message });
    } finally {
      setBusy(false);
    }
  }

  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <ProfileSection title="Where you are signed in">
      {sessions.isPending ? <Loading label="Loading your sessions…" /> : null}
      {sessions.error !== null ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : null}
      {sessions.data !== undefined ? (
        <ul className="session-list">
          {sessions.data.map((session) => (
            <li key={session.id} className="session-list__item">
              <span className="session-list__device">
                {session.device}
                {session.current ? <span className="session-list__current"> · This browser</span> : null}
              </span>
              <span className="session-list__times">
                Last active {momentText(session.lastSeenAt, timeZone)} · signed in{' '}
                {momentText(session.signedInAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {result !== undefined ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <button
        type="button"
        className="button"
        disabled={busy || others === 0}
        onClick={() => void signOutOthers()}
      >
        {busy ? 'Signing out…' : 'Sign out everywhere else'}
      </button>
    </ProfileSection>
  );
}
