// The choices of time zone, currency and language a new website starts with, and the browser's own as defaults.
import { CURRENCIES } from '../../domain/currencies.js';
import { CURATED_LANGUAGES } from '../../domain/site-languages.js';
import { timeZoneChoices } from '../../domain/time-zones.js';

/** Every currency, by code. */
export const CURRENCY_OPTIONS = Object.values(CURRENCIES)
  .map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` }))
  .sort((a, b) => a.value.localeCompare(b.value));

/** The curated languages. */
export const LANGUAGE_OPTIONS = CURATED_LANGUAGES.map((language) => ({
  value: language.tag,
  label: language.name,
}));

/** The time zones, with the browser's first among the choices when it is missing. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const zones = timeZoneChoices();
  if (!zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** The browser's time zone and language, as a new website's defaults (New York and English otherwise). */
export function browserRegion(): { timeZone: string; language: string; currency: string } {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  const wanted = typeof navigator === 'undefined' ? 'en-US' : navigator.language;
  const language = LANGUAGE_OPTIONS.find((option) => option.value === wanted)?.value ?? 'en-US';
  return { timeZone, language, currency: 'USD' };
}
