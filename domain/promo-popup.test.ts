// The popup's settings as stored (every field filled, bad values replaced) and its once-per-period rule.
import { describe, expect, it } from 'vitest';
import {
  PROMO_POPUP_DEFAULTS,
  PROMO_POPUP_PERIOD_MS,
  popupDue,
  promoPopupSettingsOf,
} from './promo-popup.js';

describe('promo popup rules', () => {
  it('reads stored settings, off and with defaults when there are none or they are malformed', () => {
    expect(promoPopupSettingsOf(undefined)).toEqual(PROMO_POPUP_DEFAULTS);
    expect(promoPopupSettingsOf({ enabled: 'yes', delaySeconds: 999, title: '  ' })).toEqual(
      PROMO_POPUP_DEFAULTS,
    );
    expect(
      promoPopupSettingsOf({ enabled: true, title: ' News ', delaySeconds: 0, mailingListId: 'l1' }),
    ).toEqual({
      ...PROMO_POPUP_DEFAULTS,
      enabled: true,
      title: 'News',
      delaySeconds: 0,
      mailingListId: 'l1',
    });
  });

  it('is due when never seen, once the period has passed, or when the stored time is nonsense', () => {
    const now = Date.UTC(2026, 10, 27);
    expect(popupDue(null, now)).toBe(true);
    expect(popupDue('not a time', now)).toBe(true);
    expect(popupDue(String(now - 1000), now)).toBe(false);
    expect(popupDue(String(now - PROMO_POPUP_PERIOD_MS), now)).toBe(true);
    expect(popupDue(String(now + 60_000), now)).toBe(true);
  });
});
