// An instant as the editor writes it: a date and time in the website's zone.

/** An instant as a date and time in the website's zone (`Nov 29, 2026, 10:00 AM`). */
export function momentText(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
