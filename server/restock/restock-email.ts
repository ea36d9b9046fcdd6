// The "back in stock" email: what it says, and the product page it links to (on the address the visitor signed up at).
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** What the email needs to know of the variant, read once per notified variant. */
export interface RestockedProduct {
  siteTitle: string;
  productTitle: string;
  /** `Size: M, Colour: Blue`, or '' for a product without options. */
  variantLabel: string;
  /** `/shop/p/linen-apron`. */
  path: string;
  /** The website's primary domain (`https://shop.example`), when it has one. */
  primaryOrigin: string | undefined;
}

/** Reads what the email says of `variantId`. */
export async function restockedProduct(
  db: Knex,
  websiteId: string,
  variantId: string,
): Promise<RestockedProduct | undefined> {
  const row = (await db(`${TABLES.productVariants} as v`)
    .join(`${TABLES.contentItems} as ci`, function joinItem() {
      this.on('ci.website_id', 'v.website_id').andOn('ci.id', 'v.product_id');
    })
    .join(`${TABLES.collections} as c`, function joinCollection() {
      this.on('c.website_id', 'ci.website_id').andOn('c.id', 'ci.collection_id');
    })
    .join(`${TABLES.websites} as w`, 'w.id', 'v.website_id')
    .where({ 'v.website_id': websiteId, 'v.id': variantId })
    .first(
      'ci.title as product_title',
      'ci.url_id as item_url_id',
      'c.id as collection_id',
      'c.url_id as collection_url_id',
      'v.attributes',
      'w.site_title',
    )) as
    | {
        product_title: string;
        item_url_id: string;
        collection_id: string;
        collection_url_id: string;
        attributes: Record<string, string> | null;
        site_title: string;
      }
    | undefined;
  if (row === undefined) return undefined;
  const [page, domain] = await Promise.all([
    db(TABLES.pages)
      .where({ website_id: websiteId, collection_id: row.collection_id })
      .orderBy('created_at')
      .first('url_id') as Promise<{ url_id: string } | undefined>,
    db(TABLES.websiteDomains).where({ website_id: websiteId, is_primary: true }).first('host') as Promise<
      { host: string } | undefined
    >,
  ]);
  const collectionPath = `/${page?.url_id ?? row.collection_url_id}`;
  return {
    siteTitle: row.site_title,
    productTitle: row.product_title,
    variantLabel: Object.entries(row.attributes ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join(', '),
    path: `${collectionPath}/p/${row.item_url_id}`,
    primaryOrigin: domain === undefined ? undefined : `https://${domain.host}`,
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** The email to one person who signed up at `origin` (their own address, else the primary domain). */
export function restockEmail(
  product: RestockedProduct,
  origin: string | null,
): { subject: string; text: string; html: string } {
  const base = origin ?? product.primaryOrigin ?? '';
  const url = `${base}${product.path}`;
  const what =
    product.variantLabel === '' ? product.productTitle : `${product.productTitle} (${product.variantLabel})`;
  const site = product.siteTitle || 'our shop';
  const subject = `${product.productTitle} is back in stock`;
  const text =
    `Good news: ${what} is back in stock at ${site}.\n\n` +
    `Get yours here: ${url}\n\n` +
    `You asked us to tell you when it was back, so this is the only email you will get about it. ` +
    `Stock is limited, and it goes to whoever orders first.\n`;
  const html =
    `<p>Good news: <strong>${escapeHtml(what)}</strong> is back in stock at ${escapeHtml(site)}.</p>\n` +
    `<p><a href="${escapeHtml(url)}">Get yours here</a></p>\n` +
    `<p>You asked us to tell you when it was back, so this is the only email you will get about it. ` +
    `Stock is limited, and it goes to whoever orders first.</p>\n`;
  return { subject, text, html };
}
