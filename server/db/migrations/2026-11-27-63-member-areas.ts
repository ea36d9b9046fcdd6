// Migration: member areas (MEMBER_AREAS, MEMBER_AREA_MEMBERS, PAGES.member_area_id) and site users' password resets (SITE_USER_PASSWORD_RESETS).
import type { Knex } from 'knex';
import { tenantKey, tenantReference, time, timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('MEMBER_AREAS', (table) => {
    tenantKey(table, knex);
    table.text('name').notNullable();
    // 'free': anyone may join by signing up; 'paid': an active subscription of `product_id` lets in.
    table.text('access').notNullable().defaultTo('free');
    tenantReference(table, 'product_id', 'PRODUCTS', { onDelete: 'set null', nullable: true });
    timestamps(table, knex);
    table.check(`access in ('free', 'paid')`, [], 'member_area_access_known');
  });
  await knex.schema.createTable('MEMBER_AREA_MEMBERS', (table) => {
    websiteColumn(table);
    tenantReference(table, 'member_area_id', 'MEMBER_AREAS', { onDelete: 'cascade' });
    tenantReference(table, 'site_user_id', 'SITE_USERS', { onDelete: 'cascade' });
    time(table, 'joined_at').notNullable().defaultTo(knex.fn.now());
    table.primary(['website_id', 'member_area_id', 'site_user_id']);
    table.index(['website_id', 'site_user_id']);
  });
  await knex.schema.alterTable('PAGES', (table) => {
    tenantReference(table, 'member_area_id', 'MEMBER_AREAS', { onDelete: 'set null', nullable: true });
  });
  await knex.schema.createTable('SITE_USER_PASSWORD_RESETS', (table) => {
    // `id` is the SHA-256 of the token in the emailed link; the token itself is never stored.
    tenantKey(table, knex);
    tenantReference(table, 'site_user_id', 'SITE_USERS', { onDelete: 'cascade' });
    time(table, 'expires_at').notNullable();
    time(table, 'used_at').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.index(['website_id', 'site_user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('SITE_USER_PASSWORD_RESETS');
  await knex.schema.alterTable('PAGES', (table) => {
    table.dropForeign(['website_id', 'member_area_id']);
    table.dropColumn('member_area_id');
  });
  await knex.schema.dropTable('MEMBER_AREA_MEMBERS');
  await knex.schema.dropTable('MEMBER_AREAS');
}
