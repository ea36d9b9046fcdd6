// openapi.json entries of the owner's inventory routes: list stock, set it, add, remove.
import { z } from 'zod';
import { listQuery, setBody, stepBody } from '../../commerce/inventory/routes.js';
import { STORE_ROLES } from '../../commerce/stores/store-roles.js';
import type { DocumentedOperation } from '../api/openapi.js';
import { describeRoute, failure, type DocOperation } from './operation.js';

const TAG = 'Commerce';

const variant = z.object({
  variantId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  collectionId: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()).describe('The variant’s options, e.g. `{ "Size": "M" }`.'),
  qtyInStock: z.number().int(),
  unlimited: z.boolean(),
});

const changed = z.object({
  variant,
  restockNotified: z.number().int().describe('People on the waiting list emailed because stock came back.'),
});

const variantParam = { variantId: { description: 'The product variant.' } };
const writers = { roles: STORE_ROLES, scopes: ['inventory:write'] };

const change = (
  path: string,
  operationId: string,
  summary: string,
  body: z.ZodType,
  extra: Partial<DocOperation['responses']> = {},
) =>
  describeRoute({
    method: path.endsWith('}') ? 'put' : 'post',
    path,
    operationId,
    summary,
    tag: TAG,
    about: 'A conditional update of the variant’s stock; more stock emails the oldest waiting sign-ups.',
    guard: writers,
    pathParams: variantParam,
    body,
    responses: {
      200: { description: 'The variant now.', schema: changed },
      404: failure('No such variant.'),
      ...extra,
    },
  });

/** The inventory routes (server/commerce/inventory/routes.ts). */
export function inventoryOperations(): DocumentedOperation[] {
  return [
    describeRoute({
      method: 'get',
      path: '/api/owner/inventory',
      operationId: 'listInventory',
      summary: 'Stock of every variant',
      tag: TAG,
      about:
        'Of one product, of one store, or of the whole website; those matching a search; one page of them (`limit`, `offset`) with the number of all matches.',
      guard: { roles: STORE_ROLES, scopes: ['inventory:read'] },
      query: listQuery,
      responses: {
        200: {
          description: 'The variants, and how many match on all pages together.',
          schema: z.object({ inventory: z.array(variant), total: z.number().int() }),
        },
        400: failure('The query is not valid.'),
      },
    }),
    change(
      '/api/owner/inventory/{variantId}',
      'setInventory',
      'Set a variant’s stock, or make it unlimited',
      setBody,
      {
        409: {
          description:
            'The stock is no longer the `expected` one (`stock-changed`): nothing was written; the answer carries the stock now.',
          schema: z.object({
            error: z.literal('stock-changed'),
            message: z.string(),
            qtyInStock: z.number().int(),
            unlimited: z.boolean(),
          }),
        },
      },
    ),
    change('/api/owner/inventory/{variantId}/add', 'addInventory', 'Add to a variant’s stock', stepBody, {
      409: failure(
        'The stock is unlimited (`unlimited-stock`), or would pass the most a variant holds (`too-much-stock`).',
      ),
    }),
    change(
      '/api/owner/inventory/{variantId}/remove',
      'removeInventory',
      'Take from a variant’s stock',
      stepBody,
      {
        409: failure(
          'The stock is unlimited (`unlimited-stock`), or there is less than that (`not-enough-stock`; the answer also carries `qtyInStock`).',
        ),
      },
    ),
  ];
}
