// The receipt a donor is sent: the amount, the reference and the card, through the outbox in the donation's transaction.
import { moneyText } from '../commerce/payments/money-text.js';
import type { OutgoingMail } from '../mail/outbox.js';

/** The receipt of one donation. */
export function donationReceiptMail(
  donation: {
    websiteId: string;
    reference: string;
    amountCents: number;
    currency: string;
    donorName: string;
    donorEmail: string;
    cardLast4: string;
    testMode: boolean;
  },
  siteTitle: string,
): OutgoingMail {
  const amount = moneyText(donation.amountCents, donation.currency);
  const lines = [
    `Dear ${donation.donorName},`,
    '',
    `Thank you for your contribution of ${amount} to ${siteTitle}.`,
    '',
    `Reference: ${donation.reference}`,
    `Amount: ${amount}`,
    `Paid with the card ending in ${donation.cardLast4}.`,
    ...(donation.testMode ? ['', 'This was a test payment: no money was taken.'] : []),
    '',
    siteTitle,
  ];
  return {
    websiteId: donation.websiteId,
    to: donation.donorEmail,
    subject: `Your contribution to ${siteTitle}: receipt ${donation.reference}`,
    text: lines.join('\n'),
  };
}
