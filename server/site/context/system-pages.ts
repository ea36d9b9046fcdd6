// The system pages (SPEC §2): not found 100, error 101, lock screen 103 and a password-protected page 105.
import { PAGE_TEMPLATES, type PageView } from './page-view.js';
import { PAGE_TYPE, pagePath, type SiteMap } from './site-map.js';
import type { PageRecord } from './store.js';

/** The system pages' texts when the owner has not written their own (a PAGES row of that type). */
export const SYSTEM_TEXTS = {
  notFoundTitle: 'Page not found',
  notFoundMessage:
    'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  errorTitle: 'Something went wrong.',
  errorMessage: 'Please try again. If the problem continues, let us know.',
  lockMessage: 'This site is password protected. Enter the password to continue.',
  passwordTitle: 'Password required',
  passwordMessage: 'This page is password protected. Enter the password to view it.',
  wrongPassword: 'That password is not correct. Please try again.',
} as const;

/** Where the password forms post (see routes.ts): fields `password`, `target` (`site` or a page id), `returnTo`, `crumb`. */
export const UNLOCK_PATH = '/unlock';

/** The not-found page (status 404), in the owner's words when they wrote a page of type 100. */
export function notFoundPage(map: SiteMap): PageView {
  const custom = map.pageOfType(PAGE_TYPE.notFound);
  const title = custom?.title || SYSTEM_TEXTS.notFoundTitle;
  return {
    template: PAGE_TEMPLATES.notFound,
    status: 404,
    pageType: PAGE_TYPE.notFound,
    title,
    cache: 'private',
    context: { system: { title, message: custom?.description || SYSTEM_TEXTS.notFoundMessage } },
  };
}

/**
 * The error page (status `status`, default 500): a public message only, never the error itself.
 * `message` replaces the default text for errors whose message is meant for visitors (4xx).
 */
export function errorPage(map: SiteMap | undefined, status = 500, message?: string): PageView {
  const custom = map?.pageOfType(PAGE_TYPE.error);
  const title = custom?.title || SYSTEM_TEXTS.errorTitle;
  return {
    template: PAGE_TEMPLATES.error,
    status,
    pageType: PAGE_TYPE.error,
    title,
    cache: 'no-store',
    context: { system: { title, message: message ?? (custom?.description || SYSTEM_TEXTS.errorMessage) } },
  };
}

/** The unlock form's fields for the password pages. */
function unlockForm(target: string, returnTo: string, error?: string): Record<string, unknown> {
  return { action: UNLOCK_PATH, target, returnTo, ...(error === undefined ? {} : { error }) };
}

/**
 * The lock screen (page type 103) shown at every address while the site is locked: the lock
 * page's title (else the site title) and text, and the password form. Status 401 after a wrong
 * password, else 200.
 */
export function lockScreenPage(
  lockPage: PageRecord,
  siteTitle: string,
  returnTo: string,
  error?: string,
): PageView {
  const title = lockPage.title || siteTitle;
  return {
    template: PAGE_TEMPLATES.lockScreen,
    status: error === undefined ? 200 : 401,
    pageType: PAGE_TYPE.lockScreen,
    title,
    cache: 'no-store',
    context: {
      system: { title, message: lockPage.description || SYSTEM_TEXTS.lockMessage },
      unlock: unlockForm('site', returnTo, error),
    },
  };
}

/** The password form of a protected page (page type 105); status 401 after a wrong password. */
export function passwordPage(page: PageRecord, returnTo: string, error?: string): PageView {
  return {
    template: PAGE_TEMPLATES.password,
    status: error === undefined ? 200 : 401,
    pageType: PAGE_TYPE.protected,
    title: SYSTEM_TEXTS.passwordTitle,
    cache: 'no-store',
    context: {
      system: { title: page.title || SYSTEM_TEXTS.passwordTitle, message: SYSTEM_TEXTS.passwordMessage },
      protectedPage: { id: page.id, title: page.title, fullUrl: pagePath(page) },
      unlock: unlockForm(page.id, returnTo, error),
    },
  };
}
