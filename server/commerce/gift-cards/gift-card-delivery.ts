// Queuing an order's gift card mail: the buyer's own cards to the buyer; a card sent to someone to its recipient on the day chosen (held in the outbox until then), and the buyer's receipt for it.
import type { Knex } from 'knex';
import { startOfDayIn, todayIn } from '../../../domain/gift-recipient.js';
import { enqueueMail } from '../../mail/outbox.js';
import {
  giftCardMail,
  giftCardReceiptMail,
  recipientGiftCardMail,
  type SentGiftCard,
} from './gift-card-mail.js';
import type { IssuedGiftCard } from './gift-card-service.js';
import { siteTimeZone } from './gift-recipient-input.js';

/**
 * The instant a recipient's mail may go: the start of its send day in the site's time zone, or
 * undefined (at once) when that day is today or already past (a cart that waited).
 */
export function recipientSendAfter(sendOn: string, timeZone: string, now: Date): Date | undefined {
  return sendOn <= todayIn(timeZone, now) ? undefined : startOfDayIn(sendOn, timeZone);
}

/** Queues, in the order's transaction, the mails of the cards it issued. */
export async function queueGiftCardMails(
  trx: Knex,
  input: {
    websiteId: string;
    siteTitle: string;
    buyerEmail: string;
    orderNumber: number;
    currency: string;
    cards: readonly IssuedGiftCard[];
    now: Date;
  },
): Promise<void> {
  const own = input.cards.filter((card) => card.recipient === undefined);
  const sent: SentGiftCard[] = input.cards.flatMap((card) =>
    card.recipient === undefined ? [] : [{ ...card, currency: input.currency, recipient: card.recipient }],
  );
  if (own.length > 0) {
    await enqueueMail(
      trx,
      giftCardMail({
        websiteId: input.websiteId,
        siteTitle: input.siteTitle,
        to: input.buyerEmail,
        orderNumber: input.orderNumber,
        currency: input.currency,
        cards: own,
      }),
    );
  }
  if (sent.length === 0) return;
  const timeZone = await siteTimeZone(trx, input.websiteId);
  for (const card of sent) {
    const sendAfter = recipientSendAfter(card.recipient.sendOn, timeZone, input.now);
    await enqueueMail(
      trx,
      recipientGiftCardMail({
        websiteId: input.websiteId,
        siteTitle: input.siteTitle,
        card,
        from: input.buyerEmail,
        ...(sendAfter === undefined ? {} : { sendAfter }),
      }),
    );
  }
  await enqueueMail(
    trx,
    giftCardReceiptMail({
      websiteId: input.websiteId,
      siteTitle: input.siteTitle,
      to: input.buyerEmail,
      orderNumber: input.orderNumber,
      cards: sent,
    }),
  );
}
