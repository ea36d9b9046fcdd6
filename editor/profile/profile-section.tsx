// The frame of each part of the Profile screen: a titled section, its heading naming it for screen readers.
import { useId, type ReactNode } from 'react';

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
