// The owner API's donations list and the newsletter popup's settings (declared on the owner route table).
import {
  DONATIONS_PAGE_SIZE,
  donationListQuerySchema,
  donationListSchema,
} from '../../domain/owner-api/donations.js';
import { promoPopupSchema } from '../../domain/owner-api/promo-popup.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { readPromoPopup, savePromoPopup } from '../promo-popup/settings-store.js';
import { listDonations } from './store.js';

/** Declares `GET /donations`, `GET /promo-popup` and `PUT /promo-popup` on `api`. */
export function registerDonationRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/donations',
    operationId: 'listDonations',
    summary: 'The donations received, newest first, 50 a page',
    tag: 'Commerce',
    capability: 'commerce:view',
    query: donationListQuerySchema,
    responses: { 200: { description: 'A page of donations.', schema: donationListSchema } },
    handle: async ({ db, website, query }) => {
      const { donations, total } = await listDonations(db, website.id, {
        limit: DONATIONS_PAGE_SIZE,
        offset: (query.page - 1) * DONATIONS_PAGE_SIZE,
      });
      return {
        total,
        donations: donations.map((row) => ({
          id: row.id,
          reference: row.reference,
          amountCents: row.amount_cents,
          currency: row.currency.trim(),
          donorName: row.donor_name,
          donorEmail: row.donor_email,
          cardLast4: row.card_last4,
          testMode: row.test_mode,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  });

  api.route({
    method: 'get',
    path: '/promo-popup',
    operationId: 'getPromoPopup',
    summary: 'The newsletter promotion popup: on or off, its words, mailing list and delay',
    tag: 'Settings',
    capability: 'pages:view',
    responses: { 200: { description: 'The popup settings.', schema: promoPopupSchema } },
    handle: ({ db, website }) => readPromoPopup(db, website.id),
  });

  api.route({
    method: 'put',
    path: '/promo-popup',
    operationId: 'updatePromoPopup',
    summary: 'Switch the newsletter popup on or off and set its words, mailing list and delay',
    tag: 'Settings',
    capability: 'pages:edit',
    body: promoPopupSchema,
    responses: {
      200: { description: 'The settings as saved; every page follows at once.', schema: promoPopupSchema },
    },
    handle: ({ db, website, actor, body }) => savePromoPopup(db, website.id, actor, body),
  });
}
