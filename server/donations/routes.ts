// The donation routes: the donate page (203), its plain form post (charge, keep, receipt) and the contribution confirmed page (204).
import { Router, type Request, type RequestHandler } from 'express';
import { checkDonationForm, DONATE_PATH, DONATION_CONFIRMED_PATH } from '../../domain/donations.js';
import { randomToken } from '../accounts/tokens.js';
import type { AppDeps } from '../app-deps.js';
import { createPageRenderer, type PageRendererOptions } from '../commerce/checkout/page-renderer.js';
import { paymentProviderFor } from '../commerce/payments/index.js';
import { rateLimits } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { donatePage, donationConfirmedPage } from './donate-page.js';
import { donationReceiptMail } from './receipt-mail.js';
import { findDonation, insertDonation } from './store.js';

/** Options of {@link createDonationsRouter}. */
export interface DonationsRouterOptions extends PageRendererOptions {
  /** The limit on donation posts; default 10 a minute per address, counted in the database. */
  donationRateLimit?: RequestHandler;
}

function formOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A new reference: `D-` and ten characters a person can read out. */
function newReference(): string {
  return `D-${randomToken(8)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()}`;
}

/**
 * Mounted after the crumb, before the site router:
 * - `GET /donate[?amount=&customAmount=]` → page type 203: the amount (a donation block's choice,
 *   or typed here), name, email and card;
 * - `POST /donate` (form, with the crumb) → the card is charged through the website's payment
 *   provider, then the donation and its receipt mail are kept in one transaction, then 303 to
 *   `/donate/thanks?ref=`; a refused form or card → 400 with the page's messages; 429 past the limit;
 * - `GET /donate/thanks?ref=` → page type 204: the amount and the reference (404 for an unknown one).
 */
export function createDonationsRouter(deps: AppDeps, options: DonationsRouterOptions = {}): Router {
  const pages = createPageRenderer(deps, options);
  const db = deps.db.knex;
  const limit =
    options.donationRateLimit ?? rateLimits(deps, { windowMs: 60_000, limit: 10, prefix: 'donations' });
  const router = Router();

  router.get(DONATE_PATH, async (req, res) => {
    await pages.send(req, res, async (request) =>
      donatePage(request.site.website.currency.trim(), request.crumb, request.query),
    );
  });

  router.post(DONATE_PATH, limit, async (req, res) => {
    const form = formOf(req);
    await pages.send(req, res, async (request) => {
      const website = request.site.website;
      const currency = website.currency.trim();
      const checked = checkDonationForm(form, currency);
      if (!checked.ok) return donatePage(currency, request.crumb, {}, { values: form, ...checked });
      const reference = newReference();
      const provider = paymentProviderFor(website.id);
      const charge = await provider.charge({
        websiteId: website.id,
        amountCents: checked.amountCents,
        currency,
        card: { method: 'test', cardNumber: checked.cardNumber },
        idempotencyKey: `donation-${reference}`,
        description: `Donation ${reference} to ${website.site_title}`,
      });
      if (!charge.ok) {
        return donatePage(
          currency,
          request.crumb,
          {},
          { values: form, fields: { cardNumber: charge.message }, message: charge.message },
        );
      }
      const donation = {
        websiteId: website.id,
        reference,
        amountCents: checked.amountCents,
        currency,
        donorName: checked.name,
        donorEmail: checked.email,
        paymentProvider: provider.name,
        paymentReference: charge.reference,
        cardLast4: charge.last4,
        testMode: provider.testMode,
      };
      try {
        await db.transaction(async (trx) => {
          await insertDonation(trx, donation);
          await enqueueMail(trx, donationReceiptMail(donation, website.site_title));
        });
      } catch (error) {
        // Not kept: give the money back before saying so.
        await provider.refund({
          websiteId: website.id,
          reference: charge.reference,
          amountCents: checked.amountCents,
          currency,
        });
        throw error;
      }
      return { redirect: `${DONATION_CONFIRMED_PATH}?ref=${encodeURIComponent(reference)}` };
    });
  });

  router.get(DONATION_CONFIRMED_PATH, async (req, res) => {
    const ref = typeof req.query.ref === 'string' && req.query.ref.length <= 40 ? req.query.ref : '';
    await pages.send(req, res, async (request) =>
      donationConfirmedPage(ref === '' ? undefined : await findDonation(db, request.site.website.id, ref)),
    );
  });

  return router;
}
