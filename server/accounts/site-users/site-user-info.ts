// The SiteUserInfo cookie (SPEC §3, §6): JSON scripts read to tell a signed-in visitor from a guest.
import type { Response } from 'express';

/** SPEC §3 "Cookies": `{"authenticated":true,"siteUserId":"…"}`, readable by scripts. */
export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

/** Says a site user is signed in; `maxAgeMs` undefined makes it end with the browser session. */
export function setSignedInSiteUserInfo(
  res: Response,
  siteUserId: string,
  { production, maxAgeMs }: { production: boolean; maxAgeMs: number | undefined },
): void {
  const value = JSON.stringify({ authenticated: true, siteUserId });
  res.cookie(SITE_USER_INFO_COOKIE, value, {
    httpOnly: false,
    sameSite: 'lax',
    secure: production,
    path: '/',
    ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
  });
}

/** Says nobody is signed in (`{"authenticated":false}`), until the browser closes. */
export function setSignedOutSiteUserInfo(res: Response, production: boolean): void {
  const value = JSON.stringify({ authenticated: false });
  res.cookie(SITE_USER_INFO_COOKIE, value, {
    httpOnly: false,
    sameSite: 'lax',
    secure: production,
    path: '/',
  });
}
