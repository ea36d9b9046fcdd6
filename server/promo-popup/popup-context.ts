// The popup's value in a page's context: the owner's settings for the promo-popup island, on the pages it may open on.
import { PROMO_POPUP_PAGE_TYPE, promoPopupSettingsOf } from '../../domain/promo-popup.js';

/** Pages the popup never covers: its own page, the lock screen, checkout and the donation form. */
const WITHOUT_POPUP = new Set([PROMO_POPUP_PAGE_TYPE, 103, 201, 203]);

/**
 * `{title, text, buttonText, delaySeconds, mode: 'popup'}` when the website's settings (the
 * WEBSITE_SETTINGS row, its `promo_popup`) have the popup on and the page may show it; else undefined.
 */
export function promoPopupContext(
  settings: object | undefined,
  pageType: number,
): Record<string, unknown> | undefined {
  const popup = promoPopupSettingsOf((settings as { promo_popup?: unknown } | undefined)?.promo_popup);
  if (!popup.enabled || WITHOUT_POPUP.has(pageType)) return undefined;
  return {
    title: popup.title,
    text: popup.text,
    buttonText: popup.buttonText,
    delaySeconds: popup.delaySeconds,
    mode: 'popup',
  };
}
