// Timestamp columns as the APIs answer them: ISO 8601 in UTC, whether the driver gave a Date (pg) or a string (PGlite).

/** A timestamp column's value as ISO 8601 (`2026-11-26T09:00:00.000Z`). */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/** A column that may be empty: its ISO 8601 value, or null. */
export function isoTimeOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : isoTime(value);
}
