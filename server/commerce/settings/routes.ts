// The owner's store settings API under /api/owner/commerce: shipping options, tax rules and coupons (list, create, replace, delete), and the store's switches.
import { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { websiteOf } from '../../accounts/website-of.js';
import { requireOwner } from '../../http/auth.js';
import { HttpError } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { parseOwnerInput } from '../stores/owner-input.js';
import { STORE_ROLES } from '../stores/store-roles.js';
import { COUPONS } from './coupons.js';
import type { SettingsResource, SettingsRow } from './resource.js';
import { SHIPPING_OPTIONS } from './shipping-options.js';
import { storeMerchandisingSchema } from '../../../domain/owner-api/store-merchandising.js';
import { readStoreMerchandising, replaceStoreMerchandising } from './store-merchandising.js';
import { changeStoreSettings, readStoreSettings, storeSettingsChange } from './store-settings.js';
import { TAX_RULES } from './tax-rules.js';

/** Where the router is mounted (before the `/api/owner` router). */
export const COMMERCE_SETTINGS_PATH = '/api/owner/commerce';

const idParams = z.object({ id: z.string().min(1).max(64) });

async function findRow(
  db: Knex,
  resource: SettingsResource<unknown>,
  websiteId: string,
  id: string,
  lock = false,
): Promise<SettingsRow> {
  const query = db(resource.table).where({ website_id: websiteId, id }).first('*');
  if (lock) query.forUpdate();
  const row = (await query) as SettingsRow | undefined;
  if (row === undefined) throw new HttpError(404, 'not-found', resource.notFoundMessage);
  return row;
}

function mount<Input>(router: Router, db: Knex, resource: SettingsResource<Input>): void {
  const base = `/${resource.path}`;
  const guard = requireOwner({ roles: STORE_ROLES });
  const generic = resource as unknown as SettingsResource<unknown>;

  router.get(base, guard, async (req, res) => {
    const rows = (await db(resource.table)
      .where({ website_id: websiteOf(req).id })
      .orderBy(resource.orderBy)
      .select('*')) as SettingsRow[];
    res.set('Cache-Control', 'no-store').json({ [resource.many]: rows.map(resource.toJson) });
  });

  router.post(base, guard, async (req, res) => {
    const website = websiteOf(req);
    const input = parseOwnerInput(resource.schema, req.body);
    const row = await db.transaction(async (trx) => {
      await resource.check?.(trx, website.id, input, undefined);
      const [inserted] = (await trx(resource.table)
        .insert({ website_id: website.id, ...resource.toRow(input, website.currency.trim()) })
        .returning('*')) as SettingsRow[];
      return inserted;
    });
    invalidateSiteData(website.id);
    res.status(201).json({ [resource.one]: resource.toJson(row) });
  });

  router.put(`${base}/:id`, guard, async (req, res) => {
    const website = websiteOf(req);
    const { id } = parseOwnerInput(idParams, req.params);
    const input = parseOwnerInput(resource.schema, req.body);
    const row = await db.transaction(async (trx) => {
      const existing = await findRow(trx, generic, website.id, id, true);
      await resource.check?.(trx, website.id, input, existing);
      const [updated] = (await trx(resource.table)
        .where({ website_id: website.id, id })
        .update({ ...resource.toRow(input, website.currency.trim()), updated_at: trx.fn.now() })
        .returning('*')) as SettingsRow[];
      return updated;
    });
    invalidateSiteData(website.id);
    res.json({ [resource.one]: resource.toJson(row) });
  });

  router.delete(`${base}/:id`, guard, async (req, res) => {
    const website = websiteOf(req);
    const { id } = parseOwnerInput(idParams, req.params);
    await findRow(db, generic, website.id, id);
    await db(resource.table).where({ website_id: website.id, id }).delete();
    invalidateSiteData(website.id);
    res.status(204).end();
  });
}

/**
 * The store settings router, relative to `/api/owner/commerce`, for admins, website managers and
 * store managers (API keys are refused): for each of `shipping-options`, `tax-rules` and `coupons`,
 * `GET` → `{ shippingOptions | taxRules | coupons: […] }`, `POST` → 201 `{ shippingOption | taxRule
 * | coupon }`, `PUT /:id` (the whole setting) → 200 the same, `DELETE /:id` → 204. Bad input: 400
 * `{ error: 'invalid-input', message: 'Update the missing or invalid information above.', fields }`;
 * an unknown id 404; a coupon code already used 409 `coupon-code-taken`. Every write invalidates
 * the website's cached pages. Also the store's switches (mountStoreSettings).
 */
export function createCommerceSettingsRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = Router();
  mount(router, deps.db.knex, SHIPPING_OPTIONS);
  mount(router, deps.db.knex, TAX_RULES);
  mount(router, deps.db.knex, COUPONS);
  mountStoreSettings(router, deps.db.knex);
  mountStoreMerchandising(router, deps.db.knex);
  return router;
}

/** Where the store's switches are read and changed, relative to `/api/owner/commerce`. */
export const STORE_SETTINGS_PATH = '/store-settings';

/**
 * `GET /store-settings` → `{ storeSettings }` (see StoreSettings); `PATCH /store-settings` with any
 * of its keys → 200 `{ storeSettings }` as they now are. Bad input, an unknown key or an empty
 * change: 400 `invalid-input` with `fields`. A change invalidates the website's cached pages.
 */
function mountStoreSettings(router: Router, db: Knex): void {
  const guard = requireOwner({ roles: STORE_ROLES });
  router.get(STORE_SETTINGS_PATH, guard, async (req, res) => {
    const storeSettings = await readStoreSettings(db, websiteOf(req).id);
    res.set('Cache-Control', 'no-store').json({ storeSettings });
  });
  router.patch(STORE_SETTINGS_PATH, guard, async (req, res) => {
    const website = websiteOf(req);
    const change = parseOwnerInput(storeSettingsChange, req.body);
    const storeSettings = await changeStoreSettings(db, website.id, change);
    invalidateSiteData(website.id);
    res.json({ storeSettings });
  });
}

/** Where the store's merchandising defaults are read and replaced, relative to `/api/owner/commerce`. */
export const STORE_MERCHANDISING_PATH = '/merchandising';

/**
 * `GET /merchandising` → `{ merchandising }` (domain/owner-api/store-merchandising.ts); `PUT` with
 * the whole object → 200 `{ merchandising }` as stored. Bad input, an unknown key or a list that
 * is not the website's: 400 `invalid-input` with `fields`. A change invalidates the cached pages.
 */
function mountStoreMerchandising(router: Router, db: Knex): void {
  const guard = requireOwner({ roles: STORE_ROLES });
  router.get(STORE_MERCHANDISING_PATH, guard, async (req, res) => {
    const merchandising = await readStoreMerchandising(db, websiteOf(req).id);
    res.set('Cache-Control', 'no-store').json({ merchandising });
  });
  router.put(STORE_MERCHANDISING_PATH, guard, async (req, res) => {
    const website = websiteOf(req);
    const input = parseOwnerInput(storeMerchandisingSchema, req.body);
    const merchandising = await replaceStoreMerchandising(db, website.id, input);
    invalidateSiteData(website.id);
    res.json({ merchandising });
  });
}
