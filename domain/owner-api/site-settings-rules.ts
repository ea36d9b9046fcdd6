// The site settings' plain rules (no zod, so the editor's first paint can import them): limits, messages and the text checks the form runs before sending.

/** The longest site title, tagline, description and business texts. */
export const SITE_TEXT_LIMITS = {
  siteTitle: 100,
  siteTagline: 200,
  siteDescription: 1000,
  businessName: 200,
  addressLine: 200,
  contactEmail: 256,
  contactPhone: 40,
} as const;

/** What the site settings answer when a field is refused, by field. */
export const SITE_SETTINGS_MESSAGES = {
  siteTitle: 'Please enter the site title.',
  tooLong: (limit: number) => `Keep this under ${limit + 1} characters.`,
  timeZone: 'Choose a time zone from the list (an IANA name like Europe/Paris).',
  currency: 'Choose a currency from the list.',
  language: 'Choose a language (a BCP 47 tag like en-US or fr).',
  languageIsExtra: (tag: string) =>
    `${tag} is one of the site's other languages; remove it under Languages before making it the primary one.`,
  contactEmail: 'Please enter a valid email, or leave it empty.',
  contactPhone: 'Use digits, spaces and + ( ) - . only.',
  image: 'Choose a picture from your files.',
  noSuchImage: 'That picture is no longer in your files; choose another.',
} as const;

/** The `error` code of a currency change that needs the owner's confirmation (409). */
export const CURRENCY_CHANGE_ERROR = 'currency-change';

/** The `error` code of a currency change that cannot be made while money is owed or charged in the old one (409). */
export const CURRENCY_LOCKED_ERROR = 'currency-locked';

/** What the store holds in a currency: what a change of currency touches or is stopped by. */
export interface CurrencyUse {
  /** Product variants priced in it. */
  variants: number;
  shippingOptions: number;
  coupons: number;
  /** Gift cards with a balance left: money the store owes in it. */
  giftCards: number;
  /** Subscriptions still charged in it. */
  subscriptions: number;
}

/** Whether a phone number is plausible as typed (digits with the usual separators). */
export function isContactPhone(value: string): boolean {
  const text = value.trim();
  return text === '' || (/^[+0-9()\s.-]+$/.test(text) && /\d/.test(text));
}
