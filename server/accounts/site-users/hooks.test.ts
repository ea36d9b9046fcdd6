// The site-user login and logout callback lists: order, unregistering, and what they receive.
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  onSiteUserLogin,
  onSiteUserLogout,
  registerSiteUserLoginHook,
  registerSiteUserLogoutHook,
  type BrowserCookies,
} from './hooks.js';

const db = {} as Knex;
const cookies: BrowserCookies = { get: () => undefined, set: () => undefined, clear: () => undefined };

describe('site-user hooks', () => {
  it('runs login callbacks in registration order with the event, until unregistered', async () => {
    const calls: string[] = [];
    const undoFirst = registerSiteUserLoginHook(
      (_db, event) => void calls.push(`first ${event.guestCartToken}`),
    );
    const undoSecond = registerSiteUserLoginHook(async () => void calls.push('second'));
    await onSiteUserLogin(db, { websiteId: 'w', siteUserId: 'u', guestCartToken: 'g', cookies });
    undoFirst();
    undoFirst();
    await onSiteUserLogin(db, { websiteId: 'w', siteUserId: 'u', guestCartToken: undefined, cookies });
    undoSecond();
    await onSiteUserLogin(db, { websiteId: 'w', siteUserId: 'u', guestCartToken: undefined, cookies });
    expect(calls).toEqual(['first g', 'second', 'second']);
  });

  it('runs logout callbacks with cloneCart', async () => {
    const seen: boolean[] = [];
    const undo = registerSiteUserLogoutHook((_db, event) => void seen.push(event.cloneCart));
    await onSiteUserLogout(db, { websiteId: 'w', siteUserId: 'u', cloneCart: true, cookies });
    await onSiteUserLogout(db, { websiteId: 'w', siteUserId: 'u', cloneCart: false, cookies });
    undo();
    expect(seen).toEqual([true, false]);
  });
});
