// What the editor says above every screen of a new website: "Demo site" while the demo's password is unchanged, and "Remove sample content" while a starting point's examples are there.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client.js';
import { removeSampleContent, useSampleContent } from '../api/server-setup.js';
import { useCan } from '../api/website.js';
import { Alert } from '../ui/alert.js';

/** The notices; nothing once the demo password is changed and the samples are gone. */
export function WebsiteStartNotice() {
  const { data } = useSampleContent();
  const canRemove = useCan('settings:edit');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();

  async function remove() {
    setBusy(true);
    try {
      const removed = await removeSampleContent();
      setOutcome({ tone: 'success', text: removed.message });
      await queryClient.invalidateQueries();
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError ? error.message : 'Something went wrong.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* Not live regions: they are there from the start, not news to announce. */}
      {data?.demo ? (
        <div className="alert alert--warning editor__notice">
          <p className="alert__title">Demo site</p>
          <p>
            This is the demo website, and its owner still signs in with the published demo password.{' '}
            <Link to="/profile">Change the password</Link> before anyone else can reach this server.
          </p>
        </div>
      ) : null}
      {data !== undefined && data.count > 0 && canRemove ? (
        <div className="alert alert--info editor__notice">
          <div className="alert__message">
            This website starts with sample products, posts or pictures to show how it looks.
          </div>
          <div className="alert__actions">
            <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Removing…' : 'Remove sample content'}
            </button>
          </div>
        </div>
      ) : null}
      {outcome !== undefined ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </>
  );
}
