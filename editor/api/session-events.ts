// The one signal that the owner's session has ended while the editor was open, for the session-expired dialog.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Says the session is gone (a call answered 401). Screens stay as they are; the dialog asks to sign in again. */
export function notifySessionExpired(): void {
  for (const listener of [...listeners]) listener();
}

/** Listens for {@link notifySessionExpired}; returns the function that stops listening. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
