// The owner's coupons: percentage or fixed amount off, or free shipping; minimum subtotal, dates, usage limit, scope.
import type { Knex } from 'knex';
import { z } from 'zod';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from '../../../domain/cart-coupons.js';
import { TABLES } from '../../db/tables.js';
import { HttpError, badRequest } from '../../http/http-error.js';
import { OWNER_INPUT_MESSAGE } from '../stores/owner-messages.js';
import { cents } from './fields.js';
import type { SettingsResource, SettingsRow } from './resource.js';

const CODE_MESSAGE = 'Enter a code of 1 to 64 letters, digits, dashes or underscores.';
const time = z.iso
  .datetime({ offset: true, error: 'Enter a date and time such as 2026-12-31T23:59:00Z.' })
  .nullable()
  .default(null);
const ids = z.array(z.string().trim().min(1).max(200)).max(500, 'List at most 500.').default([]);

/** What an owner sends to create or replace a coupon. */
export const couponInput = z
  .object({
    code: z
      .string({ error: CODE_MESSAGE })
      .transform(normalizeCouponCode)
      .refine((code) => COUPON_CODE_PATTERN.test(code), CODE_MESSAGE),
    kind: z.enum(['percent', 'fixed', 'free-shipping'], {
      error: 'Choose percent, fixed or free-shipping.',
    }),
    percentOff: z
      .number({ error: 'Enter a whole percentage from 1 to 100.' })
      .int('Enter a whole percentage from 1 to 100.')
      .min(1, 'Enter a whole percentage from 1 to 100.')
      .max(100, 'Enter a whole percentage from 1 to 100.')
      .nullable()
      .default(null),
    amountOffCents: cents('The amount off').nullable().default(null),
    minSubtotalCents: cents('The minimum subtotal').default(0),
    startsAt: time,
    endsAt: time,
    maxUses: z
      .number({ error: 'Enter how many times the coupon can be used, or null for no limit.' })
      .int('Enter how many times the coupon can be used, or null for no limit.')
      .min(1, 'Enter how many times the coupon can be used, or null for no limit.')
      .max(100_000_000)
      .nullable()
      .default(null),
    appliesTo: z.object({ products: ids, categories: ids }).default({ products: [], categories: [] }),
    enabled: z.boolean({ error: 'Choose whether the coupon is enabled.' }).default(true),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.kind === 'percent' && coupon.percentOff === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: 'Enter a whole percentage from 1 to 100.',
      });
    }
    if (coupon.kind === 'fixed' && !(coupon.amountOffCents !== null && coupon.amountOffCents > 0)) {
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'Enter the amount off, in cents.' });
    }
    if (
      coupon.startsAt !== null &&
      coupon.endsAt !== null &&
      Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The coupon must end after it starts.' });
    }
  });

export type CouponInput = z.output<typeof couponInput>;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

async function checkCoupon(
  db: Knex,
  websiteId: string,
  input: CouponInput,
  existing: SettingsRow | undefined,
) {
  const taken = (await db(TABLES.coupons)
    .where({ website_id: websiteId })
    .whereRaw('upper(??) = ?', ['code', input.code])
    .first('id')) as { id: string } | undefined;
  if (taken !== undefined && taken.id !== existing?.id) {
    throw new HttpError(409, 'coupon-code-taken', `A coupon with the code ${input.code} already exists.`);
  }
  const used = Number(existing?.times_used ?? 0);
  if (input.maxUses !== null && input.maxUses < used) {
    throw badRequest(OWNER_INPUT_MESSAGE, {
      maxUses: `The coupon has been used ${used} times already; the limit cannot be lower.`,
    });
  }
}

/** COUPONS for the owner API: `{ coupon(s) }`. Codes are stored upper case and are unique. */
export const COUPONS: SettingsResource<CouponInput> = {
  path: 'coupons',
  one: 'coupon',
  many: 'coupons',
  table: TABLES.coupons,
  schema: couponInput,
  orderBy: [
    { column: 'code', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  notFoundMessage: 'That coupon does not exist.',
  check: checkCoupon,
  toRow: (input, currency) => ({
    code: input.code,
    kind: input.kind,
    percent_off: input.kind === 'percent' ? input.percentOff : null,
    amount_off_cents: input.kind === 'fixed' ? input.amountOffCents : null,
    currency,
    min_subtotal_cents: input.minSubtotalCents,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    max_uses: input.maxUses,
    applies_to: JSON.stringify(input.appliesTo),
    enabled: input.enabled,
  }),
  toJson: (row: SettingsRow) => {
    const scope = (row.applies_to ?? {}) as { products?: unknown; categories?: unknown };
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      percentOff: row.percent_off,
      amountOffCents: row.amount_off_cents,
      currency: String(row.currency).trim(),
      minSubtotalCents: row.min_subtotal_cents,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      maxUses: row.max_uses,
      timesUsed: row.times_used,
      appliesTo: {
        products: Array.isArray(scope.products) ? scope.products : [],
        categories: Array.isArray(scope.categories) ? scope.categories : [],
      },
      enabled: row.enabled,
    };
  },
};
