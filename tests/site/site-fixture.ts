// A small website for the site suites: a store with variants, a blog, a gallery, events, a contact form, a locked page.
import type { Knex } from 'knex';
import { hashPassword } from '../../server/accounts/passwords.js';
import { TABLES } from '../../server/db/tables.js';

/** The ids the suites look things up by. */
export interface SiteFixture {
  websiteId: string;
  otherWebsiteId: string;
  shopCollectionId: string;
  products: {
    basket: string;
    apron: string;
    mug: string;
    tee: string;
  };
  contactFormId: string;
  secretPageId: string;
}

/** The password of the protected page `/members`. */
export const SECRET_PASSWORD = 'open sesame';
/** The host the fixture's website answers on. */
export const SITE_HOST = 'shop.example.test';
/** The host of a second, non-default website. */
export const OTHER_HOST = 'other.example.test';

const DAY_MS = 24 * 60 * 60 * 1000;

let imageCount = 0;

async function image(
  db: Knex,
  websiteId: string,
  title: string,
  width = 1600,
  height = 1200,
): Promise<string> {
  imageCount += 1;
  const filename = `image-${imageCount}.jpg`;
  const [file] = await db(TABLES.files)
    .insert({
      website_id: websiteId,
      path: `files/${websiteId}/${imageCount}/${filename}`,
      filename,
      size_bytes: 1000,
      mime_type: 'image/jpeg',
    })
    .returning('id');
  const [row] = await db(TABLES.images)
    .insert({
      website_id: websiteId,
      file_id: file.id,
      original_width: width,
      original_height: height,
      title,
    })
    .returning('id');
  return row.id as string;
}

interface VariantSeed {
  sku: string;
  attributes?: Record<string, string>;
  price: number;
  sale?: number;
  stock?: number;
  unlimited?: boolean;
}

/** Inserts a published product with its variants; returns its id. */
export async function insertProduct(
  db: Knex,
  websiteId: string,
  collectionId: string,
  product: {
    title: string;
    urlId: string;
    variants: VariantSeed[];
    options?: string[];
    imageId?: string;
    excerpt?: string;
    merchandising?: Record<string, unknown>;
    position?: number;
  },
): Promise<string> {
  const [item] = await db(TABLES.contentItems)
    .insert({
      website_id: websiteId,
      collection_id: collectionId,
      record_type: 11,
      url_id: product.urlId,
      title: product.title,
      excerpt: product.excerpt ?? '',
      body: `<p>All about the ${product.title}.</p>`,
      main_image_id: product.imageId ?? null,
      position: product.position ?? 0,
    })
    .returning('id');
  await db(TABLES.products).insert({
    website_id: websiteId,
    id: item.id,
    product_type: 1,
    variant_option_ordering: product.options ?? [],
    merchandising: product.merchandising ?? {},
  });
  await db(TABLES.productVariants).insert(
    product.variants.map((variant, position) => ({
      website_id: websiteId,
      product_id: item.id,
      sku: variant.sku,
      attributes: variant.attributes ?? {},
      price_cents: variant.price,
      sale_price_cents: variant.sale ?? 0,
      on_sale: variant.sale !== undefined,
      qty_in_stock: variant.stock ?? 0,
      unlimited: variant.unlimited ?? false,
      position,
    })),
  );
  return item.id as string;
}

/** Adds `count` simple products to the store (for the query-count suite). */
export async function addProducts(
  db: Knex,
  fixture: SiteFixture,
  count: number,
  prefix: string,
): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const imageId = await image(db, fixture.websiteId, `${prefix} ${i}`);
    await insertProduct(db, fixture.websiteId, fixture.shopCollectionId, {
      title: `${prefix} product ${i}`,
      urlId: `${prefix}-${i}`,
      imageId,
      options: ['Size'],
      position: 100 + i,
      variants: [
        { sku: `${prefix}-${i}-S`, attributes: { Size: 'S' }, price: 1000 + i, stock: 3 },
        { sku: `${prefix}-${i}-M`, attributes: { Size: 'M' }, price: 1000 + i, stock: 0 },
      ],
    });
  }
}

/** Every field type SPEC §3 lists, for the contact form. */
const CONTACT_FIELDS = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'subject', type: 'text', title: 'Subject' },
  { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
  { id: 'budget', type: 'currency', title: 'Budget' },
  { id: 'guests', type: 'number', title: 'Guests' },
  { id: 'site', type: 'website', title: 'Your website' },
  { id: 'secret', type: 'password', title: 'A password' },
  { id: 'handle', type: 'twitter', title: 'Twitter' },
  { id: 'day', type: 'date', title: 'Preferred date' },
  { id: 'hour', type: 'time', title: 'Preferred time' },
  { id: 'address', type: 'address', title: 'Address' },
  { id: 'phone', type: 'phone', title: 'Phone' },
  { id: 'more', type: 'section', title: 'A little more', description: 'Optional questions.' },
  { id: 'contact', type: 'radio', title: 'Contact me by', options: ['Email', 'Phone'] },
  { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Orders', 'Wholesale'] },
  { id: 'store', type: 'select', title: 'Nearest store', options: ['Harbor', 'Pine'] },
  { id: 'survey', type: 'likert', title: 'How did we do?', questions: ['Service was quick'] },
  { id: 'source', type: 'hidden', title: 'Source', value: 'contact-page' },
];

/** Seeds the fixture website (the default one) and a second website on another host. */
export async function seedSite(db: Knex, now = new Date()): Promise<SiteFixture> {
  const [website] = await db(TABLES.websites)
    .insert({
      site_title: 'Harbor & Pine',
      site_tagline: 'Small-batch goods for the kitchen',
      site_description: 'Goods made by people we know.',
      time_zone: 'UTC',
      currency: 'USD',
      is_default: true,
    })
    .returning('id');
  const websiteId = website.id as string;
  const [other] = await db(TABLES.websites).insert({ site_title: 'Other Site' }).returning('id');
  await db(TABLES.websiteDomains).insert([
    { website_id: websiteId, host: SITE_HOST, is_primary: true },
    { website_id: other.id, host: OTHER_HOST, is_primary: true },
  ]);
  await db(TABLES.websiteSettings).insert({ website_id: websiteId, use_cldr_money_format: true });

  const collection = async (fields: Record<string, unknown>) =>
    (
      await db(TABLES.collections)
        .insert({ website_id: websiteId, ...fields })
        .returning('id')
    )[0].id as string;
  const shop = await collection({
    type: 13,
    title: 'Shop',
    url_id: 'shop-items',
    description: 'Everything we make.',
  });
  const blog = await collection({
    type: 1,
    title: 'Journal',
    url_id: 'journal',
    item_ordering: 'newest-first',
  });
  const gallery = await collection({
    type: 15,
    title: 'Studio',
    url_id: 'studio',
    settings: { galleryOptions: { 'thumbnails-per-row': 3 } },
  });
  const events = await collection({
    type: 1,
    title: 'Markets',
    url_id: 'markets',
    item_ordering: 'start-date',
  });

  const [contactForm] = await db(TABLES.forms)
    .insert({ website_id: websiteId, name: 'Write to us', fields: JSON.stringify(CONTACT_FIELDS) })
    .returning('id');

  const page = async (fields: Record<string, unknown>) =>
    (
      await db(TABLES.pages)
        .insert({ website_id: websiteId, ...fields })
        .returning('id')
    )[0].id as string;
  const home = await page({
    url_id: 'home',
    page_type: 2,
    title: 'Home',
    content: {
      blocks: [
        { type: 'heading', text: 'Made slowly, by hand' },
        { type: 'text', html: '<p>Welcome to <strong>Harbor &amp; Pine</strong>.</p>' },
        { type: 'collection', collectionId: shop, limit: 2, title: 'New in the shop' },
        { type: 'button', text: 'Visit the shop', url: '/shop' },
      ],
    },
  });
  const shopPage = await page({ url_id: 'shop', page_type: 1, title: 'Shop', collection_id: shop });
  const blogPage = await page({ url_id: 'blog', page_type: 1, title: 'Journal', collection_id: blog });
  await page({ url_id: 'gallery', page_type: 1, title: 'Studio', collection_id: gallery });
  await page({ url_id: 'events', page_type: 1, title: 'Markets', collection_id: events });
  const contact = await page({
    url_id: 'contact',
    page_type: 2,
    title: 'Contact',
    content: {
      blocks: [
        { type: 'text', html: '<p>We answer within a day.</p>' },
        { type: 'form', formId: contactForm.id },
      ],
    },
  });
  await page({
    url_id: 'about',
    page_type: 2,
    title: 'About us',
    description: 'Who we are.',
    content: { blocks: [{ type: 'quote', text: 'Make fewer, better things.', source: 'Our founder' }] },
  });
  const secretPageId = await page({
    url_id: 'members',
    page_type: 2,
    title: 'Members',
    password_protected: true,
    password_hash: await hashPassword(SECRET_PASSWORD),
    content: { blocks: [{ type: 'text', html: '<p>The members-only price list.</p>' }] },
  });
  await db(TABLES.navigations).insert([
    {
      website_id: websiteId,
      name: 'main',
      items: JSON.stringify([
        { pageId: home, title: 'Home' },
        { pageId: shopPage },
        { pageId: blogPage },
        { collectionId: gallery },
        { collectionId: events },
        { pageId: contact },
      ]),
    },
    {
      website_id: websiteId,
      name: 'footer',
      items: JSON.stringify([{ externalLink: 'https://example.org/instagram', title: 'Instagram' }]),
    },
  ]);

  const basketImage = await image(db, websiteId, '');
  const basket = await insertProduct(db, websiteId, shop, {
    title: 'Walnut Basket',
    urlId: 'walnut-basket',
    imageId: basketImage,
    excerpt: '<p>Hand-woven.</p>',
    position: 1,
    variants: [{ sku: 'BASKET-1', price: 4500, stock: 12 }],
    merchandising: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left!' },
  });
  const apron = await insertProduct(db, websiteId, shop, {
    title: 'Linen Apron',
    urlId: 'linen-apron',
    options: ['Size'],
    merchandising: { restockNotifications: true },
    position: 2,
    variants: [
      { sku: 'APRON-S', attributes: { Size: 'S' }, price: 3800, stock: 4 },
      { sku: 'APRON-M', attributes: { Size: 'M' }, price: 3800, stock: 0 },
      { sku: 'APRON-L', attributes: { Size: 'L' }, price: 4200, unlimited: true },
    ],
  });
  const mug = await insertProduct(db, websiteId, shop, {
    title: 'Stoneware Mug',
    urlId: 'stoneware-mug',
    position: 3,
    variants: [{ sku: 'MUG-1', price: 2400, stock: 0 }],
  });
  const tee = await insertProduct(db, websiteId, shop, {
    title: 'Harbor Tee',
    urlId: 'harbor-tee',
    position: 4,
    variants: [{ sku: 'TEE-1', price: 3000, sale: 2200, stock: 20 }],
  });
  const [category] = await db(TABLES.productCategories)
    .insert({ website_id: websiteId, collection_id: shop, display_name: 'Kitchen & Table' })
    .returning('id');
  await db(TABLES.productCategoryProducts).insert([
    { website_id: websiteId, category_id: category.id, product_id: mug },
    { website_id: websiteId, category_id: category.id, product_id: basket },
  ]);

  const post = async (title: string, urlId: string, daysAgo: number) =>
    db(TABLES.contentItems).insert({
      website_id: websiteId,
      collection_id: blog,
      record_type: 1,
      url_id: urlId,
      title,
      excerpt: `<p>${title}: a short excerpt.</p>`,
      body: `<p>The whole story of ${title}.</p>`,
      published_at: new Date(now.getTime() - daysAgo * DAY_MS),
      tags: ['studio'],
    });
  await post('Spring at the workshop', 'spring-at-the-workshop', 2);
  await post('How we choose our wood', 'how-we-choose-our-wood', 10);
  await db(TABLES.contentItems).insert({
    website_id: websiteId,
    collection_id: blog,
    record_type: 1,
    url_id: 'draft-post',
    title: 'An unfinished draft',
    status: 'draft',
  });

  for (const [i, title] of ['Bench', 'Shavings', 'Kiln'].entries()) {
    await db(TABLES.contentItems).insert({
      website_id: websiteId,
      collection_id: gallery,
      record_type: 2,
      url_id: title.toLowerCase(),
      title,
      main_image_id: await image(db, websiteId, title),
      position: i,
    });
  }

  await db(TABLES.contentItems).insert([
    {
      website_id: websiteId,
      collection_id: events,
      record_type: 12,
      url_id: 'harbor-market',
      title: 'Harbor Market',
      start_date: new Date(now.getTime() + 7 * DAY_MS),
      end_date: new Date(now.getTime() + 7 * DAY_MS + 4 * 60 * 60 * 1000),
      location: {
        addressLine1: '1 Quay Street',
        addressCountry: 'United States',
        mapLat: 41.5,
        mapLng: -71.3,
      },
    },
    {
      website_id: websiteId,
      collection_id: events,
      record_type: 12,
      url_id: 'winter-fair',
      title: 'Winter Fair',
      start_date: new Date(now.getTime() - 30 * DAY_MS),
      end_date: new Date(now.getTime() - 30 * DAY_MS + 60 * 60 * 1000),
    },
  ]);

  return {
    websiteId,
    otherWebsiteId: other.id as string,
    shopCollectionId: shop,
    products: { basket, apron, mug, tee },
    contactFormId: contactForm.id as string,
    secretPageId,
  };
}
