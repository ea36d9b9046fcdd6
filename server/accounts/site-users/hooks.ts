// Extension points at a site user's sign-in and sign-out, for the cart (guest cart merge, cart cloning).
import type { CookieOptions } from 'express';
import type { Knex } from 'knex';

/**
 * The cookie the storefront keeps a guest cart's token in (`CART_COOKIE` of
 * server/commerce/cart/cart-cookie.ts: keep the two equal); its value is handed to login hooks as
 * `guestCartToken`. Not imported, so accounts never depend on commerce.
 */
export const GUEST_CART_COOKIE = 'tessera_cart';

/** The browser's cookies, for hooks that must read or set their own (the cart token). */
export interface BrowserCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string, options?: CookieOptions): void;
}

/** A site user just signed in. */
export interface SiteUserLoginEvent {
  websiteId: string;
  siteUserId: string;
  /** The guest cart the browser had before signing in (the `GUEST_CART_COOKIE`), if any. */
  guestCartToken: string | undefined;
  cookies: BrowserCookies;
}

/** A site user is signing out. */
export interface SiteUserLogoutEvent {
  websiteId: string;
  siteUserId: string;
  /** `DELETE /api/site-users/account/session?cloneCart=true`: the cart stays in the browser as a guest cart. */
  cloneCart: boolean;
  cookies: BrowserCookies;
}

/** A callback run at sign-in, with the sign-in's transaction. */
export type SiteUserLoginHook = (db: Knex, event: SiteUserLoginEvent) => Promise<void> | void;
/** A callback run at sign-out, with the sign-out's transaction. */
export type SiteUserLogoutHook = (db: Knex, event: SiteUserLogoutEvent) => Promise<void> | void;

const loginHooks: SiteUserLoginHook[] = [];
const logoutHooks: SiteUserLogoutHook[] = [];

/**
 * Registers a callback for every site-user sign-in, e.g. the cart merging the guest cart
 * (`guestCartToken`) into the user's own. It runs inside the sign-in transaction, after the session
 * row is written: throwing fails the sign-in. Returns a function that unregisters it.
 */
export function registerSiteUserLoginHook(hook: SiteUserLoginHook): () => void {
  loginHooks.push(hook);
  return remover(loginHooks, hook);
}

/**
 * Registers a callback for every site-user sign-out, e.g. the cart copying the user's cart into a
 * new guest cart (and setting its cookie through `cookies`) when `cloneCart` is true, or clearing
 * the cart cookie when it is false. Runs inside the sign-out transaction, before the session row is
 * deleted. Returns a function that unregisters it.
 */
export function registerSiteUserLogoutHook(hook: SiteUserLogoutHook): () => void {
  logoutHooks.push(hook);
  return remover(logoutHooks, hook);
}

/** Runs every registered login callback, in the order they were registered. */
export async function onSiteUserLogin(db: Knex, event: SiteUserLoginEvent): Promise<void> {
  for (const hook of [...loginHooks]) await hook(db, event);
}

/** Runs every registered logout callback, in the order they were registered. */
export async function onSiteUserLogout(db: Knex, event: SiteUserLogoutEvent): Promise<void> {
  for (const hook of [...logoutHooks]) await hook(db, event);
}

function remover<T>(list: T[], item: T): () => void {
  return () => {
    const at = list.indexOf(item);
    if (at >= 0) list.splice(at, 1);
  };
}
