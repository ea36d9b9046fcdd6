// The owner's orders list and CSV export query: search, filters, sort and page, checked with zod.
import { z } from 'zod';
import {
  MAX_ORDER_PAGE_SIZE,
  MAX_ORDER_SEARCH_LENGTH,
  ORDER_FULFILMENTS,
  ORDER_SORTS,
  ORDER_STATUSES,
  SORT_DIRECTIONS,
} from '../../../domain/order-table.js';
import { optionSchema } from '../../../domain/owner-api/common.js';

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
const day = z.iso.date({ error: DATE_MESSAGE }).optional();

const filterShape = {
  q: z
    .string()
    .trim()
    .max(MAX_ORDER_SEARCH_LENGTH, `Search with at most ${MAX_ORDER_SEARCH_LENGTH} characters.`)
    .optional()
    .transform((text) => (text === '' ? undefined : text))
    .describe('An order number (`1042` or `#1042`), or part of the buyer’s email or name.'),
  status: optionSchema(ORDER_STATUSES).optional(),
  fulfilment: optionSchema(ORDER_FULFILMENTS).optional(),
  from: day.describe('Placed on or after this day, in the website’s time zone.'),
  to: day.describe('Placed on or before this day, in the website’s time zone.'),
  sort: optionSchema(ORDER_SORTS).default('createdOn'),
  direction: optionSchema(SORT_DIRECTIONS).default('desc'),
};

const datesInOrder = (query: { from?: string; to?: string }) =>
  query.from === undefined || query.to === undefined || query.from <= query.to;
const DATES_REVERSED = { message: 'The end date must be on or after the start date.', path: ['to'] };

/** What narrows and orders the list (also the CSV export's query). */
export const orderFilterQuery = z.object(filterShape).refine(datesInOrder, DATES_REVERSED);

/** The list's query: the filters and a page (from 1). */
export const orderListQuery = z
  .object({
    page: z.coerce
      .number({ error: 'Enter a page number.' })
      .int('Enter a whole page number.')
      .min(1)
      .max(100_000)
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Enter a page size.' })
      .int('Enter a whole page size.')
      .min(1)
      .max(MAX_ORDER_PAGE_SIZE, `Choose at most ${MAX_ORDER_PAGE_SIZE} orders a page.`)
      .default(20),
    ...filterShape,
  })
  .refine(datesInOrder, DATES_REVERSED);

export type OrderFilter = z.output<typeof orderFilterQuery>;
export type OrderListQuery = z.output<typeof orderListQuery>;
