// The frame of the signed-out screens: the product's name, a heading and a card.
import { useEffect, type ReactNode } from 'react';

/** A centred card with the screen's heading; sets the document title. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Tessera`;
  }, [title]);
  return (
    <main className="auth" id="main">
      <div className="auth__card">
        <p className="auth__brand">Tessera</p>
        <h1 className="auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
