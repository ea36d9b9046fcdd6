// The gift card emails: the codes mailed to their buyer; a card sent to someone (the recipient's mail, on the day chosen) and the buyer's receipt for it.
import { sendDayText, type GiftRecipient } from '../../../domain/gift-recipient.js';
import type { OutgoingMail } from '../../mail/outbox.js';
import { moneyText } from '../payments/money-text.js';

/** The gift card email of an order. */
export function giftCardMail(input: {
  websiteId: string;
  siteTitle: string;
  to: string;
  orderNumber: number;
  currency: string;
  cards: readonly { code: string; valueCents: number }[];
}): OutgoingMail {
  const count = input.cards.length;
  const lines = input.cards.map(
    (card) => `  ${card.code}  balance ${moneyText(card.valueCents, input.currency)}`,
  );
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject:
      count === 1
        ? `Your gift card from ${input.siteTitle}`
        : `Your ${count} gift cards from ${input.siteTitle}`,
    text: [
      `Thank you for your order #${input.orderNumber}.`,
      '',
      count === 1 ? 'Here is your gift card:' : 'Here are your gift cards:',
      ...lines,
      '',
      'Enter the code at checkout to spend it. What is not spent stays on the card for next time.',
      '',
      input.siteTitle,
    ].join('\n'),
  };
}

/** A card sent to someone, as its mails read it. */
export interface SentGiftCard {
  code: string;
  valueCents: number;
  currency: string;
  recipient: GiftRecipient;
}

/** The mail that gives a recipient their card, with the buyer's note; `sendAfter` holds it until its day. */
export function recipientGiftCardMail(input: {
  websiteId: string;
  siteTitle: string;
  card: SentGiftCard;
  /** Who it is from: the buyer's email. */
  from: string;
  sendAfter?: Date;
}): OutgoingMail {
  const { card } = input;
  const value = moneyText(card.valueCents, card.currency);
  return {
    websiteId: input.websiteId,
    to: card.recipient.email,
    subject: `${card.recipient.name}, you have a ${value} gift card from ${input.siteTitle}`,
    text: [
      `Hello ${card.recipient.name},`,
      '',
      `${input.from} sent you a ${value} gift card for ${input.siteTitle}.`,
      ...(card.recipient.note === '' ? [] : ['', 'Their note:', card.recipient.note]),
      '',
      'Your gift card code:',
      `  ${card.code}  balance ${value}`,
      '',
      'Enter the code at checkout to spend it. What is not spent stays on the card for next time.',
      '',
      input.siteTitle,
    ].join('\n'),
    ...(input.sendAfter === undefined ? {} : { sendAfter: input.sendAfter }),
  };
}

/** The buyer's receipt for cards sent to others: who gets which amount, on which day (codes stay the recipients'). */
export function giftCardReceiptMail(input: {
  websiteId: string;
  siteTitle: string;
  to: string;
  orderNumber: number;
  cards: readonly SentGiftCard[];
}): OutgoingMail {
  const lines = input.cards.map(
    (card) =>
      `  ${moneyText(card.valueCents, card.currency)} to ${card.recipient.name} <${card.recipient.email}>, emailed on ${sendDayText(card.recipient.sendOn)}`,
  );
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `Your gift card receipt from ${input.siteTitle}`,
    text: [
      `Thank you for your order #${input.orderNumber}.`,
      '',
      input.cards.length === 1 ? 'Your gift card is on its way:' : 'Your gift cards are on their way:',
      ...lines,
      '',
      'Each recipient gets their code and your note by email on the day shown.',
      '',
      input.siteTitle,
    ].join('\n'),
  };
}
