// Migration: TRACKING_DAILY's figures by device, country, product, form and commerce funnel step.
import type { Knex } from 'knex';

const BEFORE = `'site', 'page', 'source', 'event'`;
// `device` (desktop, mobile, tablet, other) and `country` (ISO code, '' unknown): the visits whose
// first page view was there; `product` (item id): `page_views` its product page views, `events`
// its add-to-carts; `form` (form id): `events` its renders; `funnel` (productView, addToCart,
// checkout, order): the visits that reached the step.
const AFTER = `${BEFORE}, 'device', 'country', 'product', 'form', 'funnel'`;

async function allow(knex: Knex, dimensions: string): Promise<void> {
  await knex.raw(`alter table "TRACKING_DAILY" drop constraint "tracking_daily_dimension"`);
  await knex.raw(
    `alter table "TRACKING_DAILY" add constraint "tracking_daily_dimension" check ("dimension" in (${dimensions}))`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await allow(knex, AFTER);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`delete from "TRACKING_DAILY" where "dimension" not in (${BEFORE})`);
  await allow(knex, BEFORE);
}
