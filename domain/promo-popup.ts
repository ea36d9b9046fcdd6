// The newsletter promotion popup's plain rules (SPEC §2 page type 104, SPEC §7's "promo popup" bot-check action): its settings, paths and how often a visitor sees it.

/** SPEC §2: popup overlay. */
export const PROMO_POPUP_PAGE_TYPE = 104;
/** The popup's content as a page of its own (104), and where its plain form posts. */
export const PROMO_POPUP_PATH = '/newsletter/popup';
/** The island's sign-up call. */
export const PROMO_POPUP_API_PATH = '/api/newsletter/popup';
/** SPEC §7's bot-check action of the popup's sign-up. */
export const PROMO_POPUP_CAPTCHA_ACTION = 'promo-popup';

/** A visitor who saw the popup (closed it or signed up) is not shown it again for this long. */
export const PROMO_POPUP_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;
/** Where the browser keeps when the visitor last saw it (first-party localStorage). */
export const PROMO_POPUP_STORAGE_KEY = 'tessera-promo-popup-seen';
/** The longest wait before the popup opens. */
export const MAX_POPUP_DELAY_SECONDS = 120;

/** The owner's popup settings (WEBSITE_SETTINGS.promo_popup). */
export type PromoPopupSettings = {
  enabled: boolean;
  title: string;
  text: string;
  buttonText: string;
  /** The mailing list sign-ups join; '' for the website's first list. */
  mailingListId: string;
  /** Seconds after the page has loaded before the popup opens. */
  delaySeconds: number;
};

/** The settings of a website that never set them: off. */
export const PROMO_POPUP_DEFAULTS: PromoPopupSettings = {
  enabled: false,
  title: 'Join our newsletter',
  text: 'News, offers and new arrivals, now and then. Unsubscribe at any time.',
  buttonText: 'Sign Up',
  mailingListId: '',
  delaySeconds: 5,
};

const text = (value: unknown, fallback: string, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : fallback;

/** The settings a stored `promo_popup` object (or nothing) stands for, every field filled. */
export function promoPopupSettingsOf(stored: unknown): PromoPopupSettings {
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const delay = Number(raw.delaySeconds);
  return {
    enabled: raw.enabled === true,
    title: text(raw.title, PROMO_POPUP_DEFAULTS.title, 120),
    text: typeof raw.text === 'string' ? raw.text.trim().slice(0, 500) : PROMO_POPUP_DEFAULTS.text,
    buttonText: text(raw.buttonText, PROMO_POPUP_DEFAULTS.buttonText, 40),
    mailingListId: typeof raw.mailingListId === 'string' ? raw.mailingListId : '',
    delaySeconds:
      Number.isInteger(delay) && delay >= 0 && delay <= MAX_POPUP_DELAY_SECONDS
        ? delay
        : PROMO_POPUP_DEFAULTS.delaySeconds,
  };
}

/** Whether a visitor who last saw the popup at `seenAt` (ms, or nothing stored) is shown it at `now`. */
export function popupDue(seenAt: string | null | undefined, now: number): boolean {
  const at = Number(seenAt);
  if (seenAt === null || seenAt === undefined || !Number.isFinite(at)) return true;
  return now - at >= PROMO_POPUP_PERIOD_MS || at > now;
}
