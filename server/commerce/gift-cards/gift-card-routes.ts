// GET /api/commerce/gift-cards/{code}/balance: what a gift card holds, for the checkout page (the /api limiter counts it).
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { giftCardBalance } from './gift-card-service.js';

/** Where gift card balances are read. */
export const GIFT_CARDS_API_PATH = '/api/commerce/gift-cards';

/**
 * The gift card router, to mount at the root after `resolveWebsite`: 200 `{ code, balanceCents,
 * initialValueCents, currency, expiresOn }`, or 404 `{ error: 'gift-card-invalid', message }`, or
 * 410 `{ error: 'gift-card-voided', message }` when the order that bought the card was refunded.
 */
export function createGiftCardRouter({ db }: Pick<AppDeps, 'db'>): Router {
  const router = Router();
  router.get(`${GIFT_CARDS_API_PATH}/:code/balance`, async (req, res) => {
    if (req.website === undefined) throw notFound('No website is served at this address.');
    const balance = await giftCardBalance(db.knex, req.website.id, String(req.params.code));
    res.set('Cache-Control', 'no-store').json(balance);
  });
  return router;
}
