// Listens for the session ending while the editor is open, and only then loads the dialog that signs the owner in again.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionExpired } from '../api/session-events.js';

const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog.js').then((module) => ({ default: module.SessionExpiredDialog })),
);

/**
 * Mounted once by the shell. Any call answered 401 opens the sign-in dialog over the screen, which
 * keeps everything typed; the dialog's code (react-aria's modal) is fetched the first time.
 */
export function SessionExpiry({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(
    () =>
      onSessionExpired(() => {
        setWanted(true);
        setOpen(true);
      }),
    [],
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog email={email} open={open} setOpen={setOpen} />
    </Suspense>
  );
}
