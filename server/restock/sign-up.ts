// Signing up for a restock notification: the checks of SPEC §5, the bot check, then the sign-up (and the mailing list) in one transaction.
import type { Knex } from 'knex';
import { isRestockOffered, isVariantSoldOut, restockSuccessText } from '../../domain/restock-rules.js';
import { RESTOCK_CAPTCHA_ACTION, validateRestockEmail, RESTOCK_TEXTS } from '../../domain/restock-view.js';
import { captchaRefused } from '../captcha/captcha-messages.js';
import { readCaptchaSettings } from '../captcha/captcha-settings.js';
import { verifyCaptcha } from '../captcha/verify.js';
import { enqueueWebhookEvent } from '../automation/enqueue.js';
import { restockEventData } from '../automation/event-data.js';
import { restockError } from './restock-errors.js';
import { findWaitedVariant, joinMailingList, restockPreferences, upsertSignUp } from './store.js';

/** One sign-up request, as the routes parsed it. */
export interface SignUpRequest {
  websiteId: string;
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
  language?: string;
  /** Set for the account call of a signed-in site user (no bot check: they signed in). */
  siteUserId?: string;
  /** The bot check's answer (visitors); required when the website protects restock sign-ups. */
  captchaKey?: string;
  /** `https://shop.example`, for the link in the email. */
  origin?: string;
}

/**
 * Checks and stores a sign-up; resolves to the text to show (the site's configured restock text,
 * else 'Signed up!'). Refusals, in order: the email ('Email cannot be blank', 'Email is invalid'),
 * the variant (unknown or unpublished: 404; sign-ups not offered: 404; in stock: 409), then the
 * bot check (400 'Complete CAPTCHA before submitting.'), so a solution is spent only on a
 * sign-up that would otherwise be kept.
 */
export async function signUpForRestock(db: Knex, request: SignUpRequest): Promise<{ message: string }> {
  const problem = validateRestockEmail(request.email);
  if (problem !== undefined)
    throw restockError(problem === RESTOCK_TEXTS.emailBlank ? 'email-blank' : 'email-invalid');
  const email = request.email.trim().toLowerCase();
  const { websiteId, productId, variantId } = request;
  const [variant, preferences] = await Promise.all([
    findWaitedVariant(db, websiteId, productId, variantId),
    restockPreferences(db, websiteId),
  ]);
  if (variant === undefined || variant.status !== 'published') throw restockError('variant-unavailable');
  if (preferences.enabled === false || !isRestockOffered(variant.merchandising))
    throw restockError('not-offered');
  const stock = { qtyInStock: variant.qty_in_stock, unlimited: variant.unlimited };
  if (!isVariantSoldOut(variant.product_type, stock)) throw restockError('in-stock');
  if (request.siteUserId === undefined) {
    const settings = await readCaptchaSettings(db, websiteId);
    if (settings.productWaitlist) {
      const verdict = await verifyCaptcha(db, websiteId, request.captchaKey, RESTOCK_CAPTCHA_ACTION);
      if (!verdict.ok) throw captchaRefused(verdict.message);
    }
  }
  const merchandising = variant.merchandising ?? {};
  const joins = request.joinMailingList && merchandising.mailingListSignUpEnabled === true;
  await db.transaction(async (trx) => {
    await upsertSignUp(trx, { ...request, email, joinMailingList: joins });
    if (joins) await joinMailingList(trx, websiteId, merchandising.mailingListId, email, request.siteUserId);
    await enqueueWebhookEvent(trx, {
      websiteId,
      type: 'restock.signed_up',
      data: await restockEventData(trx, {
        websiteId,
        productId,
        variantId,
        email,
        joinedMailingList: joins,
        ...(request.language === undefined ? {} : { language: request.language }),
      }),
    });
  });
  return { message: restockSuccessText(preferences.successText) };
}
