// The cookie-consent banner the owner can switch on: Accept or Decline analytics cookies, remembered in the visitor's browser.
import { useEffect, useState, type ReactElement } from 'react';
import {
  ANALYTICS_CONSENT_COOKIE,
  ANALYTICS_COOKIE_LIFETIME_MS,
  PERFORMANCE_CONSENT_COOKIE,
} from '../domain/visitor-record.js';
import type { IslandDefinition } from './island-definition.js';

/** The banner needs nothing from the page: the owner switching it on is what places it. */
export type CookieBannerProps = Record<string, never>;

/** What the banner says. */
export const COOKIE_BANNER_TEXT = {
  label: 'Cookies',
  message:
    'We count visits with cookies to learn which pages help. Without your consent we count them without cookies.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

/** The visitor's stored choice: true, false, or undefined when they have not chosen. */
export function storedChoice(cookies: string): boolean | undefined {
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ANALYTICS_CONSENT_COOKIE}=`));
  const value = pair?.slice(ANALYTICS_CONSENT_COOKIE.length + 1);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** Whether the browser sends Global Privacy Control: that is a choice already made (no). */
function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Remembers the choice for the analytics and the performance parts, as long as analytics cookies live. */
function remember(allowed: boolean): void {
  const maxAge = Math.floor(ANALYTICS_COOKIE_LIFETIME_MS / 1000);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const name of [ANALYTICS_CONSENT_COOKIE, PERFORMANCE_CONSENT_COOKIE]) {
    document.cookie = `${name}=${String(allowed)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  }
}

/**
 * The banner: a labelled region at the bottom of the page with the two choices. It renders
 * nothing on the server (pages are shared between visitors) and shows in the browser only while
 * the visitor has not chosen and sends no Global Privacy Control. Choosing hides it; focus moves
 * to the main content so keyboard users are not left on a removed button.
 */
export function CookieBanner(): ReactElement | null {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(storedChoice(document.cookie) === undefined && !globalPrivacyControl());
  }, []);

  if (!open) return null;
  const choose = (allowed: boolean) => {
    remember(allowed);
    setOpen(false);
    document.getElementById('main-content')?.focus();
  };
  return (
    <section className="tessera-cookie-banner" role="region" aria-labelledby="tessera-cookie-banner-label">
      <p className="tessera-cookie-banner__label" id="tessera-cookie-banner-label">
        {COOKIE_BANNER_TEXT.label}
      </p>
      <p className="tessera-cookie-banner__message">{COOKIE_BANNER_TEXT.message}</p>
      <div className="tessera-cookie-banner__actions">
        <button type="button" className="tessera-cookie-banner__button" onClick={() => choose(false)}>
          {COOKIE_BANNER_TEXT.decline}
        </button>
        <button
          type="button"
          className="tessera-cookie-banner__button tessera-cookie-banner__button--accept"
          onClick={() => choose(true)}
        >
          {COOKIE_BANNER_TEXT.accept}
        </button>
      </div>
    </section>
  );
}

/** The cookie-banner island: `{@|island cookie-banner}` (page-islands.block, when the owner switched it on). */
export const island: IslandDefinition<CookieBannerProps> = {
  component: CookieBanner,
  props: () => ({}),
};
