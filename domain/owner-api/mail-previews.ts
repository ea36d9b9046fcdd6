// The commerce email preview (SPEC §2 page type 301) as the owner API serves it: which order mails can be previewed, and one mail's preview.
import { z } from 'zod';

/** Every mail the store sends a buyer, in the order a buyer meets them. */
export const ORDER_MAIL_IDS = [
  'order-confirmation',
  'subscription-confirmation',
  'gift-card',
  'order-fulfilled',
  'reviews-request',
  'order-refunded',
  'back-in-stock',
] as const;
/** One previewable mail. */
export type OrderMailId = (typeof ORDER_MAIL_IDS)[number];

/** What the editor calls each mail, and when it is sent. */
export const ORDER_MAIL_NAMES: Readonly<Record<OrderMailId, { name: string; sentWhen: string }>> = {
  'order-confirmation': { name: 'Order confirmation', sentWhen: 'When an order is paid.' },
  'subscription-confirmation': {
    name: 'Subscription confirmation',
    sentWhen: 'When a subscription is bought.',
  },
  'gift-card': { name: 'Gift card', sentWhen: 'When an order buys gift cards.' },
  'order-fulfilled': { name: 'Order fulfilled', sentWhen: 'When you mark an order fulfilled.' },
  'reviews-request': {
    name: 'Reviews request',
    sentWhen: 'After an order is fulfilled, once, when it holds a product that can be reviewed.',
  },
  'order-refunded': { name: 'Order refunded', sentWhen: 'When you refund an order.' },
  'back-in-stock': {
    name: 'Back in stock',
    sentWhen: 'When a product someone asked about is back in stock.',
  },
};

/** `GET /api/owner/mail-previews/{mail}`. */
export const mailPreviewParamsSchema = z.object({
  mail: z.enum(ORDER_MAIL_IDS, { error: 'Choose one of the order mails.' }),
});

/** `GET /api/owner/mail-previews`: the mails, each with its name and when it is sent. */
export const mailPreviewListSchema = z.object({
  mails: z.array(z.object({ id: z.enum(ORDER_MAIL_IDS), name: z.string(), sentWhen: z.string() })),
});
/** The list of previewable mails. */
export type MailPreviewList = z.infer<typeof mailPreviewListSchema>;

/**
 * One mail built with a sample order: its subject and addressee, its text, and `document`, the
 * preview page (page type 301) showing the mail as a mail program would (its HTML part, or its text).
 */
export const mailPreviewSchema = z.object({
  id: z.enum(ORDER_MAIL_IDS),
  name: z.string(),
  subject: z.string(),
  to: z.string(),
  text: z.string(),
  hasHtml: z.boolean(),
  document: z.string(),
});
/** One mail's preview. */
export type MailPreview = z.infer<typeof mailPreviewSchema>;
