// IANA time zones a website may keep its dates in: checked and named the way the platform's Intl names them.

/** SPEC §9: the zone a website has until its owner chooses one. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

// An IANA name (`Europe/Paris`, `America/Argentina/Buenos_Aires`, `UTC`), never an offset (`+05:00`).
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * An IANA time zone's name in its canonical case (`asia/tokyo` → `Asia/Tokyo`), or undefined when
 * it is none. A link the platform files under another name (`America/Argentina/Buenos_Aires`,
 * which ICU calls `America/Buenos_Aires`) is kept as given: both name the same zone.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  const name = zone.trim();
  if (name.length > 64 || !ZONE_NAME.test(name)) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return undefined;
  }
}

/** The zones an owner chooses from: the platform's list, with `UTC`, sorted. */
export function timeZoneChoices(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort();
}
