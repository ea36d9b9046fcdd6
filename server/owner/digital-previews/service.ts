// The digital product composer preview (page type 210): a digital product's page as a buyer sees it (title, price, download note) and the download section of the mail that delivers it, built by the real confirmation mail builder.
import type { Knex } from 'knex';
import { digitalDownloadNote } from '../../../domain/digital-delivery.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import type { DigitalPreview } from '../../../domain/owner-api/digital-previews.js';
import { orderConfirmationMail } from '../../commerce/orders/order-mail.js';
import { moneyText } from '../../commerce/payments/money-text.js';
import { TABLES } from '../../db/tables.js';
import { notFound } from '../../http/http-error.js';
import { escapeHtml } from '../../site/render/escape.js';
import { previewDocument } from '../mail-previews/preview-document.js';
import { sampleOrder } from '../mail-previews/sample-order.js';

const NO_DIGITAL_PRODUCT = 'No such digital product.';

interface DigitalProductRow {
  title: string;
  excerpt: string;
  price_cents: number | null;
  filename: string | null;
  size_bytes: number | string | null;
}

/** The website's digital product `id`, with its lowest price and its file; undefined when there is none. */
async function readDigitalProduct(
  db: Knex,
  websiteId: string,
  id: string,
): Promise<DigitalProductRow | undefined> {
  return (await db({ p: TABLES.products })
    .join({ c: TABLES.contentItems }, function joinItem() {
      this.on('c.website_id', 'p.website_id').andOn('c.id', 'p.id');
    })
    .leftJoin({ f: TABLES.files }, function joinFile() {
      this.on('f.website_id', 'p.website_id').andOn('f.id', 'p.digital_file_id');
    })
    .where({ 'p.website_id': websiteId, 'p.id': id, 'p.product_type': PRODUCT_TYPE.digital })
    .first(
      'c.title',
      'c.excerpt',
      'f.filename',
      'f.size_bytes',
      db(TABLES.productVariants)
        .where('website_id', websiteId)
        .andWhere('product_id', id)
        .min('price_cents')
        .as('price_cents'),
    )) as DigitalProductRow | undefined;
}

/** The download section of a confirmation mail's text: from `Your downloads:` to the next blank line. */
function downloadsSection(text: string): string {
  const start = text.indexOf('Your downloads:');
  if (start === -1) return '';
  const end = text.indexOf('\n\n', start);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The preview of digital product `id` of the website, as the owner API answers it. */
export async function digitalProductPreview(
  db: Knex,
  site: { websiteId: string; siteTitle: string; currency: string; origin: string; from: string },
  id: string,
): Promise<DigitalPreview> {
  const row = await readDigitalProduct(db, site.websiteId, id);
  if (row === undefined) throw notFound(NO_DIGITAL_PRODUCT);
  const priceCents = Number(row.price_cents ?? 0);
  const file =
    row.filename === null ? null : { filename: row.filename, sizeBytes: Number(row.size_bytes ?? 0) };
  const price = moneyText(priceCents, site.currency);
  const downloadNote = digitalDownloadNote(file);
  const order = sampleOrder({
    websiteId: site.websiteId,
    currency: site.currency,
    lines: [{ name: row.title, productType: 'DIGITAL', quantity: 1, unitPriceCents: priceCents }],
  });
  const mail = orderConfirmationMail(order, site.siteTitle, site.origin);
  const productPage = [
    '<section class="product-preview" aria-label="Product page">',
    `<h1>${escapeHtml(row.title)}</h1>`,
    `<p class="product-preview__price">${escapeHtml(price)}</p>`,
    row.excerpt === '' ? '' : `<p class="product-preview__excerpt">${escapeHtml(row.excerpt)}</p>`,
    `<p class="product-preview__download-note">${escapeHtml(downloadNote)}</p>`,
    '</section>',
  ].join('\n');
  return {
    productId: id,
    title: row.title,
    price,
    file,
    downloadNote,
    mailSubject: mail.subject,
    mailDownloads: downloadsSection(mail.text),
    document: previewDocument(210, { ...mail, from: site.from }, productPage),
  };
}
