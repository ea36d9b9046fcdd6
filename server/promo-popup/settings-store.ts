// Reading and saving the newsletter promotion popup's settings (WEBSITE_SETTINGS.promo_popup).
import type { Knex } from 'knex';
import { promoPopupSettingsOf, type PromoPopupSettings } from '../../domain/promo-popup.js';
import { TABLES } from '../db/tables.js';
import { HttpError } from '../http/http-error.js';
import { recordChange, type Actor } from '../owner/api/actor.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_MESSAGE = 'Choose a mailing list of this website.';

/** The website's popup settings (off when never set). */
export async function readPromoPopup(db: Knex, websiteId: string): Promise<PromoPopupSettings> {
  const row = (await db(TABLES.websiteSettings).where({ website_id: websiteId }).first('promo_popup')) as
    { promo_popup: unknown } | undefined;
  return promoPopupSettingsOf(row?.promo_popup);
}

/**
 * Saves the settings in one transaction with the change record; a mailing list that is not the
 * website's is refused (400). Every page follows at once.
 */
export async function savePromoPopup(
  db: Knex,
  websiteId: string,
  actor: Actor,
  settings: PromoPopupSettings,
): Promise<PromoPopupSettings> {
  await db.transaction(async (trx) => {
    if (settings.mailingListId !== '') {
      const list = UUID.test(settings.mailingListId)
        ? await trx(TABLES.mailingLists)
            .where({ website_id: websiteId, id: settings.mailingListId })
            .first('id')
        : undefined;
      if (list === undefined) {
        throw new HttpError(400, 'invalid-input', LIST_MESSAGE, { mailingListId: LIST_MESSAGE });
      }
    }
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({ promo_popup: JSON.stringify(settings) });
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'promo-popup',
      entityId: websiteId,
      summary: `Newsletter popup ${settings.enabled ? 'on' : 'off'}: ${settings.title}`,
    });
  });
  invalidateSiteData(websiteId);
  return readPromoPopup(db, websiteId);
}
