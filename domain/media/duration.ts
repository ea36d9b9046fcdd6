// SPEC §9 "Duration is shown as minutes:seconds": the one rule the player island and the `humanizeDuration` formatter share.

/**
 * Milliseconds as minutes and seconds, `2:05`: whole seconds only (cut, not rounded), minutes not
 * capped at 60 (`75:00`); a negative duration keeps its sign in front (`-2:05`); a value that is
 * not a finite number is `''`.
 */
export function formatDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds)) return '';
  const seconds = Math.trunc(Math.abs(milliseconds) / 1000);
  const minutes = Math.trunc(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${milliseconds <= -1000 ? '-' : ''}${minutes}:${rest < 10 ? '0' : ''}${rest}`;
}

/** Seconds (what an `<audio>` element reports) as minutes:seconds; `0:00` for an unknown length. */
export function formatMediaTime(seconds: number): string {
  return Number.isFinite(seconds) && seconds >= 0 ? formatDuration(seconds * 1000) : '0:00';
}
