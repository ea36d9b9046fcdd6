// The frame of each part of the Profile screen: a titled section, its heading naming it for screen readers; and how a section tells the screen it holds changes not saved.
import { useEffect, useId, type ReactNode } from 'react';

/** A titled part of the profile. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Tells the Profile screen whether a section's form holds changes not saved (`onEdited`, when given). */
export function useReportEdited(edited: boolean, onEdited: ((edited: boolean) => void) | undefined): void {
  useEffect(() => {
    onEdited?.(edited);
  }, [edited, onEdited]);
}
