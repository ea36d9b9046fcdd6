// The email that gives a buyer the gift cards they bought: each code with its balance.
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
