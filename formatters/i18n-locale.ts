// Which locale and time zone an i18n formatter renders with, checked once per name and cached.
import type { RenderContext } from '../engine/types.js';

/** The render locale that means "no locale data": every locale-backed formatter prints ''. */
export const NO_LOCALE = 'none';
export const DEFAULT_ZONE = 'America/New_York';

const MAX_CACHED = 200;
const locales = new Map<string, string | null>();
const regions = new Map<string, string | null>();
const zones = new Map<string, string>();

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * The BCP 47 tag Intl should use for `tag` (Java-style `en_US` accepted), or undefined when there
 * is no locale data for it: `none`, an empty or malformed tag, or a language the platform lacks.
 */
export function resolveLocale(tag: string): string | undefined {
  let resolved = locales.get(tag);
  if (resolved === undefined) {
    resolved = null;
    if (tag !== '' && tag !== NO_LOCALE) {
      try {
        const [canonical] = Intl.getCanonicalLocales(tag.replace(/_/g, '-'));
        // Intl silently falls back to its default locale for a language it has no data for.
        if (canonical !== undefined && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0) {
          resolved = canonical;
        }
      } catch {
        resolved = null;
      }
    }
    remember(locales, tag, resolved);
  }
  return resolved ?? undefined;
}

/** The locale of the render (`ctx.locale`), or undefined when it has no locale data. */
export function localeOf(ctx: RenderContext): string | undefined {
  return resolveLocale(ctx.locale);
}

/** The region a locale implies: `en` → `US`, `fr` → `FR`, `de-CH` → `CH`; undefined if none. */
export function regionOf(locale: string): string | undefined {
  let region = regions.get(locale);
  if (region === undefined) {
    try {
      region = new Intl.Locale(locale).maximize().region ?? null;
    } catch {
      region = null;
    }
    remember(regions, locale, region);
  }
  return region ?? undefined;
}

/**
 * The zone dates render in: `website.timeZone` from the context, else the render's zone, else
 * America/New_York. A name the platform does not know renders in UTC, as `date` does.
 */
export function zoneOf(ctx: RenderContext): string {
  const website = ctx.resolve('website.timeZone');
  const name = typeof website === 'string' && website !== '' ? website : ctx.timeZone || DEFAULT_ZONE;
  let zone = zones.get(name);
  if (zone === undefined) {
    try {
      zone = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      zone = 'UTC';
    }
    remember(zones, name, zone);
  }
  return zone;
}
