// The owner API's commerce email preview (SPEC §2 page type 301): the order mails, and one built with a sample order.
import {
  ORDER_MAIL_IDS,
  ORDER_MAIL_NAMES,
  mailPreviewListSchema,
  mailPreviewParamsSchema,
  mailPreviewSchema,
  type MailPreview,
} from '../../../domain/owner-api/mail-previews.js';
import { readStoreFacts } from '../../commerce/orders/order-facts.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import type { OwnerApi } from '../api/owner-api.js';
import { buildOrderMail } from './order-mails.js';
import { previewDocument } from './preview-document.js';

const TAG = 'Commerce';

/** Declares the mail preview routes on `api`. */
export function registerMailPreviewRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/mail-previews',
    operationId: 'listOrderMailPreviews',
    summary: 'The mails the store sends buyers, each with when it is sent.',
    tag: TAG,
    capability: 'commerce:view',
    responses: { 200: { description: 'The mails.', schema: mailPreviewListSchema } },
    handle: () => ({ mails: ORDER_MAIL_IDS.map((id) => ({ id, ...ORDER_MAIL_NAMES[id] })) }),
  });

  api.route({
    method: 'get',
    path: '/mail-previews/{mail}',
    operationId: 'previewOrderMail',
    summary:
      'One order mail built by its real builder with a sample order: subject, text, and the preview page (301).',
    tag: TAG,
    capability: 'commerce:view',
    params: mailPreviewParamsSchema,
    responses: { 200: { description: 'The mail, previewed.', schema: mailPreviewSchema } },
    handle: async ({ db, deps, website, params }): Promise<MailPreview> => {
      const { siteTitle } = await readStoreFacts(db, website.id);
      const origin = await publicBaseUrl(deps, website);
      const mail = buildOrderMail(params.mail, {
        websiteId: website.id,
        siteTitle,
        currency: website.currency,
        origin,
      });
      const from = deps.config.mailFrom;
      return {
        id: params.mail,
        name: ORDER_MAIL_NAMES[params.mail].name,
        subject: mail.subject,
        to: mail.to,
        text: mail.text,
        hasHtml: mail.html !== undefined,
        document: previewDocument(301, { ...mail, from }),
      };
    },
  });
}
