// The store-wide merchandising defaults in WEBSITE_SETTINGS.store_settings: read, and replaced whole under the settings row's lock (the opt-in's list checked in the same transaction).
import type { Knex } from 'knex';
import {
  STORE_MERCHANDISING_MESSAGES,
  storeMerchandisingOf,
  withStoreMerchandising,
  type StoreMerchandising,
} from '../../../domain/owner-api/store-merchandising.js';
import { TABLES } from '../../db/tables.js';
import { badRequest } from '../../http/http-error.js';
import { OWNER_INPUT_MESSAGE } from '../stores/owner-messages.js';

type SettingsRow = { store_settings: Record<string, unknown> | null } | undefined;

/** The website's merchandising defaults (the defaults for what was never set). */
export async function readStoreMerchandising(db: Knex, websiteId: string): Promise<StoreMerchandising> {
  const row = (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('store_settings')) as SettingsRow;
  return storeMerchandisingOf(row?.store_settings);
}

/**
 * Replaces the defaults and answers them as stored. The opt-in's list must be one of the website's
 * mailing lists (400 with `checkoutOptIn.mailingListId` otherwise); other store settings are kept.
 */
export async function replaceStoreMerchandising(
  db: Knex,
  websiteId: string,
  merchandising: StoreMerchandising,
): Promise<StoreMerchandising> {
  return db.transaction(async (trx) => {
    const listId = merchandising.checkoutOptIn.mailingListId;
    if (listId !== null) {
      const list = await trx(TABLES.mailingLists).where({ website_id: websiteId, id: listId }).first('id');
      if (list === undefined) {
        throw badRequest(OWNER_INPUT_MESSAGE, {
          'checkoutOptIn.mailingListId': STORE_MERCHANDISING_MESSAGES.listMissing,
        });
      }
    }
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first('store_settings')) as SettingsRow;
    const next = withStoreMerchandising(row?.store_settings, merchandising);
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({ store_settings: JSON.stringify(next), updated_at: trx.fn.now() });
    return storeMerchandisingOf(next);
  });
}
