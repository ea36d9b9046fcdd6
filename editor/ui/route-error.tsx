// What shows when a screen's code fails to load or throws: SPEC §8's message and a way back.
import { useRouteError } from 'react-router';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { Alert } from './alert.js';

/** A route's error element. A screen's chunk that failed to download is usually fixed by a reload. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="auth" id="main">
      <Alert
        tone="error"
        title={GENERAL_MESSAGES.somethingWentWrong}
        actions={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the editor
          </button>
        }
      >
        {message}
      </Alert>
    </main>
  );
}
