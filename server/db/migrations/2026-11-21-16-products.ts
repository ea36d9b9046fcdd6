// Migration: PRODUCTS (the store facts of a store-item content item) and PRODUCT_VARIANTS (stock, price).
import type { Knex } from 'knex';
import {
  currency,
  json,
  money,
  tenantKey,
  tenantReference,
  textList,
  timestamps,
} from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('PRODUCTS', (table) => {
    // The content item this product is: same website, same id.
    table.text('website_id').notNullable();
    tenantReference(table, 'id', 'CONTENT_ITEMS', { onDelete: 'cascade' });
    table.primary(['website_id', 'id']);
    // PRODUCT_TYPE: physical 1, digital 2, service 3, gift card 4.
    table.smallint('product_type').notNullable();
    // Option names in display order, e.g. {Size, Colour}.
    textList(table, 'variant_option_ordering', knex);
    tenantReference(table, 'additional_fields_form_id', 'FORMS', { onDelete: 'set null', nullable: true });
    // SPEC §3 product merchandising context: scarcityEnabled, customSoldOutText, …
    json(table, 'merchandising', knex);
    table.boolean('is_subscribable').notNullable().defaultTo(false);
    // {billingPeriod: {value, unit: WEEK|MONTH|YEAR}, numBillingCycles} (0 cycles: indefinite).
    table.jsonb('subscription_plan').nullable();
    table.boolean('use_custom_add_button_text').notNullable().defaultTo(false);
    table.text('custom_add_button_text').nullable();
    // What a digital product delivers.
    tenantReference(table, 'digital_file_id', 'FILES', { onDelete: 'set null', nullable: true });
    timestamps(table, knex);
    table.check('product_type between 1 and 4', [], 'product_type_known');
    // SPEC §3: only physical and service products can be subscribed to.
    table.check('not is_subscribable or product_type in (1, 3)', [], 'subscribable_type');
  });
  await knex.schema.createTable('PRODUCT_VARIANTS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'product_id', 'PRODUCTS', { onDelete: 'cascade' });
    table.text('sku').notNullable();
    // Option name → value, e.g. {Size: 'M'}; and [{optionName, value}] in option order.
    json(table, 'attributes', knex);
    json(table, 'option_values', knex, '[]');
    money(table, 'price_cents');
    money(table, 'sale_price_cents');
    currency(table);
    table.boolean('on_sale').notNullable().defaultTo(false);
    table.integer('qty_in_stock').notNullable().defaultTo(0);
    table.boolean('unlimited').notNullable().defaultTo(false);
    tenantReference(table, 'main_image_id', 'IMAGES', { onDelete: 'set null', nullable: true });
    table.integer('position').notNullable().defaultTo(0);
    // Weight and dimensions for shipping rates.
    json(table, 'shipping', knex);
    timestamps(table, knex);
    table.unique(['website_id', 'sku']);
    // Stock is taken by a conditional update in the order's transaction; this is the backstop.
    table.check('qty_in_stock >= 0', [], 'qty_in_stock_not_negative');
    table.index(['website_id', 'product_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PRODUCT_VARIANTS');
  await knex.schema.dropTable('PRODUCTS');
}
