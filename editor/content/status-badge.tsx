// An item's status as SPEC §4's label (Draft, Scheduled, Needs Review, Private, Deprecated, Published), with the time a scheduled one appears.
import type { ItemView } from '../../domain/owner-api/items.js';
import { formatInstant } from './zoned-time.js';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The stored item; undefined for one not saved yet. */
  item?: Pick<ItemView, 'statusLabel' | 'publishOn'>;
  timeZone: string;
  /** Leaves out the scheduled time (a table has a date column of its own). */
  short?: boolean;
}

/** The badge. */
export function StatusBadge({ item, timeZone, short = false }: StatusBadgeProps) {
  if (item === undefined) return <span className="badge badge--draft">Not saved yet</span>;
  const label = item.statusLabel;
  return (
    <span className="status">
      <span className={`badge badge--${label.toLowerCase().replace(/ /g, '-')}`}>{label}</span>
      {!short && label === 'Scheduled' && item.publishOn !== null ? (
        <span className="status__when">{` for ${formatInstant(item.publishOn, timeZone)}`}</span>
      ) : null}
    </span>
  );
}
