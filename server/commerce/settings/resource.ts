// One owner-editable table of store settings (shipping options, tax rules, coupons): how it is read, written and shown.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { TableName } from '../../db/tables.js';

/** A stored row, as knex reads it. */
export type SettingsRow = Record<string, unknown> & { id: string };

/** What the generic routes need to know of one kind of setting. */
export interface SettingsResource<Input> {
  /** The path segment under `/api/owner/commerce`, e.g. `shipping-options`. */
  path: string;
  /** The JSON keys of one and of the list: `shippingOption`, `shippingOptions`. */
  one: string;
  many: string;
  table: TableName;
  /** What an owner sends to create or replace one (defaults filled in). */
  schema: z.ZodType<Input>;
  /** The list's order. */
  orderBy: { column: string; order: 'asc' | 'desc' }[];
  /** The columns to write for `input`, on a website whose currency is `currency`. */
  toRow(input: Input, currency: string): Record<string, unknown>;
  /** A stored row as the owner API shows it. */
  toJson(row: SettingsRow): Record<string, unknown>;
  /**
   * Checks that need the database (a taken coupon code; a usage limit below the uses so far);
   * throws an HttpError. `existing` is the row being replaced, if any.
   */
  check?(db: Knex, websiteId: string, input: Input, existing: SettingsRow | undefined): Promise<void>;
  /** The message of a 404. */
  notFoundMessage: string;
}
