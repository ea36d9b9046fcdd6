// A section of the Analytics screen whose read failed: its heading and the failure, with Try again.
import { LoadError } from '../ui/load-state.js';

/** Props of {@link FailedSection}. */
export interface FailedSectionProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** The section's heading over SPEC §8's 'Unable to load.' and the server's reason. */
export function FailedSection({ title, error, onRetry }: FailedSectionProps) {
  return (
    <section className="analytics-section" aria-label={title}>
      <h2>{title}</h2>
      <LoadError error={error} onRetry={onRetry} />
    </section>
  );
}
