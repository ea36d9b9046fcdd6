// One polite live region for short confirmations ("Saved.", "Page deleted."), shown briefly and read by screen readers.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;
const AnnounceContext = createContext<Announce>(() => undefined);

/** Provides {@link useAnnounce} to the editor. */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback<Announce>((text) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), 4000);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className={`toast${message === '' ? ' toast--hidden' : ''}`} role="status" aria-live="polite">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Shows and reads out a short confirmation. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
