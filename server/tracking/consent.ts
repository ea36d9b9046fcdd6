// Whether a visitor allowed analytics cookies: the owner's cookie banner, the visitor's remembered choice, Global Privacy Control.
import type { Request } from 'express';
import { ANALYTICS_CONSENT_COOKIE } from '../../domain/visitor-record.js';

export { ANALYTICS_CONSENT_COOKIE, PERFORMANCE_CONSENT_COOKIE } from '../../domain/visitor-record.js';

/** What a hit may do with cookies. */
export type Consent = 'granted' | 'denied';

/** Whether the browser sends the Global Privacy Control signal (`Sec-GPC: 1`). */
export function sendsGlobalPrivacyControl(req: Request): boolean {
  return req.get('Sec-GPC')?.trim() === '1';
}

/**
 * The visitor's consent to analytics cookies: never with Global Privacy Control; with the owner's
 * cookie banner on, only once the visitor accepted it; with the banner off, unless the visitor
 * declined (when it was on).
 */
export function analyticsConsent(req: Request, cookieBanner: boolean): Consent {
  if (sendsGlobalPrivacyControl(req)) return 'denied';
  const choice: unknown = req.cookies?.[ANALYTICS_CONSENT_COOKIE];
  if (choice === 'true') return 'granted';
  if (choice === 'false') return 'denied';
  return cookieBanner ? 'denied' : 'granted';
}
