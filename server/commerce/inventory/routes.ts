// The owner's inventory API: list stock per product or store, set, add, remove, unlimited/limited per variant.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { websiteOf } from '../../accounts/website-of.js';
import { requireOwner } from '../../http/auth.js';
import { parseOwnerInput } from '../stores/owner-input.js';
import { STORE_ROLES } from '../stores/store-roles.js';
import { NotEnoughStockError } from './inventory-errors.js';
import { changeStock, inventory, type StockChange } from './service.js';
import { MAX_STOCK } from './store.js';

/** The most one add or remove moves. */
const MAX_STEP = 1_000_000;

const count = (min: number, max: number) => {
  const message = `Enter a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** The most variants one page of the inventory holds. */
export const MAX_INVENTORY_PAGE = 200;

export const listQuery = z.object({
  productId: z.string({ error: 'Give one product id.' }).min(1).optional(),
  collectionId: z.string({ error: 'Give one store id.' }).min(1).optional(),
  search: z
    .string({ error: 'Search for one piece of text.' })
    .max(200, 'Search for at most 200 characters.')
    .optional()
    .describe('Words in the product’s title, the SKU or an option value, in any case.'),
  limit: z.coerce
    .number({ error: `Ask for 1 to ${MAX_INVENTORY_PAGE} variants.` })
    .int(`Ask for 1 to ${MAX_INVENTORY_PAGE} variants.`)
    .min(1, `Ask for 1 to ${MAX_INVENTORY_PAGE} variants.`)
    .max(MAX_INVENTORY_PAGE, `Ask for 1 to ${MAX_INVENTORY_PAGE} variants.`)
    .optional()
    .describe('One page of at most this many variants; every match when absent.'),
  offset: z.coerce
    .number({ error: 'Skip a whole number of variants, 0 or more.' })
    .int('Skip a whole number of variants, 0 or more.')
    .min(0, 'Skip a whole number of variants, 0 or more.')
    .optional()
    .describe('How many matching variants come before the page.'),
});
export const stepBody = z.object({ quantity: count(1, MAX_STEP) });
/** The stock an edit was made from. */
const expectedStock = z
  .object({
    qtyInStock: count(0, MAX_STOCK),
    unlimited: z.boolean({ error: 'Choose whether the stock was unlimited.' }),
  })
  .describe(
    'The stock the edit was made from: when the stored stock differs, the edit is refused (409 `stock-changed`) and nothing is written.',
  );

export const setBody = z
  .object({
    qtyInStock: count(0, MAX_STOCK).optional(),
    unlimited: z.boolean({ error: 'Choose whether the stock is unlimited.' }).optional(),
    expected: expectedStock.optional(),
  })
  .refine((body) => body.qtyInStock !== undefined || body.unlimited !== undefined, {
    message: 'Enter a quantity in stock, or choose whether the stock is unlimited.',
    path: ['qtyInStock'],
  });

/**
 * The inventory routes, relative to the app root (mount before the `/api/owner` router), for
 * admins, website managers and store managers, or API keys with `inventory:read` / `inventory:write`:
 * - `GET /api/owner/inventory?productId=…|collectionId=…&search=…&limit=…&offset=…` → `{ inventory:
 *   InventoryVariant[], total }` (`total`: every match, all pages together);
 * - `PUT /api/owner/inventory/{variantId}` `{ qtyInStock?, unlimited?, expected? }` → `{ variant,
 *   restockNotified }`; with `expected: { qtyInStock, unlimited }` (the stock the edit was made
 *   from) a stock changed since is refused 409 `{ error: 'stock-changed', message, qtyInStock, unlimited }`;
 * - `POST /api/owner/inventory/{variantId}/add` and `/remove` `{ quantity }` → the same; removing
 *   more than there is answers 409 `{ error: 'not-enough-stock', message, qtyInStock }`.
 */
export function createInventoryRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();
  const readers = requireOwner({ roles: STORE_ROLES, scope: 'inventory:read' });
  const writers = requireOwner({ roles: STORE_ROLES, scope: 'inventory:write' });

  async function change(req: Request, res: Response, stockChange: StockChange): Promise<void> {
    const websiteId = websiteOf(req).id;
    try {
      const result = await changeStock(db, websiteId, String(req.params.variantId), stockChange, {
        onNotifyError: (err) => deps.logger.error({ err, websiteId }, 'restock notification failed'),
      });
      res.json(result);
    } catch (error) {
      if (!(error instanceof NotEnoughStockError)) throw error;
      res.status(409).json({ error: error.code, message: error.message, qtyInStock: error.qtyInStock });
    }
  }

  router.get('/api/owner/inventory', readers, async (req, res) => {
    const filter = parseOwnerInput(listQuery, req.query);
    res.json(await inventory(db, websiteOf(req).id, filter));
  });

  router.put('/api/owner/inventory/:variantId', writers, async (req, res) => {
    const { qtyInStock, unlimited, expected } = parseOwnerInput(setBody, req.body);
    if (unlimited === true) return change(req, res, { kind: 'unlimited', quantity: qtyInStock, expected });
    if (unlimited === false) return change(req, res, { kind: 'limited', quantity: qtyInStock, expected });
    return change(req, res, { kind: 'set', quantity: qtyInStock!, expected });
  });

  router.post('/api/owner/inventory/:variantId/add', writers, async (req, res) => {
    const { quantity } = parseOwnerInput(stepBody, req.body);
    await change(req, res, { kind: 'add', quantity });
  });

  router.post('/api/owner/inventory/:variantId/remove', writers, async (req, res) => {
    const { quantity } = parseOwnerInput(stepBody, req.body);
    await change(req, res, { kind: 'remove', quantity });
  });

  return router;
}
