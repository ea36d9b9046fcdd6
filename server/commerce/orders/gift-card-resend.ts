// The owner's resend of a gift card an order bought: its mail again, now, to whom it went (the recipient with the buyer's note, or the buyer).
import type { Knex } from 'knex';
import { enqueueMail } from '../../mail/outbox.js';
import { normalizeGiftCardCode } from '../gift-cards/gift-card-codes.js';
import { giftCardError } from '../gift-cards/gift-card-errors.js';
import { giftCardMail, recipientGiftCardMail } from '../gift-cards/gift-card-mail.js';
import { findOrderGiftCard } from '../gift-cards/gift-card-store.js';
import { orderError } from './order-errors.js';
import { readStoreFacts } from './order-facts.js';
import type { PublicOrder } from './order-json.js';
import { findOrderRow } from './order-store.js';
import { publicOrderOf } from './order-view.js';

/**
 * Queues a bought card's mail again, to be sent at once (even before a send day still to come, as
 * the owner asks); returns the order. 404 'order-not-found' for another website's or no order, 404
 * 'gift-card-invalid' for a code the order did not buy, 400 'gift-card-voided' once it was refunded.
 */
export async function resendGiftCard(
  db: Knex,
  websiteId: string,
  orderId: string,
  typedCode: string,
): Promise<PublicOrder> {
  return db.transaction(async (trx) => {
    const order = await findOrderRow(trx, websiteId, orderId);
    if (order === undefined) throw orderError('order-not-found');
    const card = await findOrderGiftCard(trx, websiteId, orderId, normalizeGiftCardCode(typedCode));
    if (card === undefined) throw giftCardError('gift-card-invalid', 404);
    if (card.voided_at !== null) throw giftCardError('gift-card-voided');
    const { siteTitle } = await readStoreFacts(trx, websiteId);
    const currency = card.currency.trim();
    await enqueueMail(
      trx,
      card.send_on === null
        ? giftCardMail({
            websiteId,
            siteTitle,
            to: order.customer_email,
            orderNumber: order.order_number,
            currency,
            cards: [{ code: card.code, valueCents: card.initial_value_cents }],
          })
        : recipientGiftCardMail({
            websiteId,
            siteTitle,
            from: order.customer_email,
            card: {
              code: card.code,
              valueCents: card.initial_value_cents,
              currency,
              recipient: {
                name: card.recipient_name,
                email: card.recipient_email ?? order.customer_email,
                note: card.message,
                sendOn: card.send_on,
              },
            },
          }),
    );
    return publicOrderOf(trx, order);
  });
}
