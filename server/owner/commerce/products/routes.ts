// The owner API's routes for Commerce > Products: the stores, the products table, and a product's create, read, save, duplicate and delete.
import {
  createProductBodySchema,
  productBodySchema,
  productListQuerySchema,
  productListSchema,
  productMoveBodySchema,
  productMoveReplySchema,
  productParamsSchema,
  productReplySchema,
  storeListSchema,
} from '../../../../domain/owner-api/products.js';
import { bulkBodySchema, bulkReplySchema } from '../../../../domain/owner-api/product-bulk.js';
import { errorResponse, staleVersionResponse } from '../../api/error-responses.js';
import type { OwnerApi, OwnerCall } from '../../api/owner-api.js';
import { ifMatchVersion } from '../../api/versions.js';
import { bulkEditProducts } from './product-bulk.js';
import { moveProduct } from './product-order.js';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listProducts,
  listStores,
  updateProduct,
  type ProductWriter,
} from './product-service.js';

const TAG = 'Products';
const missing = errorResponse('No such product.');
const invalid = errorResponse(
  'Update the missing or invalid information above: `fields` names each problem (e.g. `variants.2.sku`).',
);

const writerOf = (
  call: Pick<OwnerCall<unknown, unknown, unknown>, 'website' | 'actor' | 'deps'>,
): ProductWriter => ({
  website: call.website,
  actor: call.actor,
  onNotifyError: (err) =>
    call.deps.logger.error({ err, websiteId: call.website.id }, 'restock notification failed'),
});

/** Declares the Products routes on `api` (under `/api/owner/commerce`). */
export function registerProductRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/commerce/stores',
    operationId: 'listProductStores',
    summary: 'The stores (collections of products) products can be added to, with how many each holds.',
    tag: TAG,
    capability: 'commerce:view',
    responses: { 200: { description: 'Stores, oldest first.', schema: storeListSchema } },
    handle: async ({ db, website }) => ({ stores: await listStores(db, website.id) }),
  });

  api.route({
    method: 'get',
    path: '/commerce/products',
    operationId: 'listStoreProducts',
    summary: 'A page of the products table: searched (title, SKU), filtered by kind and status, sorted.',
    tag: TAG,
    capability: 'commerce:view',
    query: productListQuerySchema,
    responses: { 200: { description: 'One page and how many match.', schema: productListSchema } },
    handle: async ({ db, website, query }) => listProducts(db, website, query),
  });

  api.route({
    method: 'post',
    path: '/commerce/products',
    operationId: 'createProduct',
    summary: 'Adds a product of any kind to a store, with its options, variants, categories, tags and SEO.',
    tag: TAG,
    capability: 'commerce:edit',
    body: createProductBodySchema,
    responses: { 201: { description: 'The new product.', schema: productReplySchema }, 400: invalid },
    handle: async (call) => {
      const { storeId, ...input } = call.body;
      return { product: await createProduct(call.db, writerOf(call), storeId, input) };
    },
  });

  api.route({
    method: 'post',
    path: '/commerce/products/bulk',
    operationId: 'bulkEditProducts',
    summary:
      'One change to up to 100 products: prices by an amount or a percentage, stock, categories, tags, enable, disable or delete. Each product is answered: changed, or why not (a delete is refused while a cart or an order holds the product).',
    tag: TAG,
    capability: 'commerce:edit',
    body: bulkBodySchema,
    responses: {
      200: { description: 'What happened to each product, in the order asked.', schema: bulkReplySchema },
      400: errorResponse('No products, too many, or an action that is not one of the kinds.'),
    },
    handle: async (call) => bulkEditProducts(call.db, writerOf(call), call.body),
  });

  api.route({
    method: 'get',
    path: '/commerce/products/{id}',
    operationId: 'getStoreProduct',
    summary: 'One product with its variants.',
    tag: TAG,
    capability: 'commerce:view',
    params: productParamsSchema,
    responses: { 200: { description: 'The product.', schema: productReplySchema }, 404: missing },
    handle: async ({ db, website, params }) => ({ product: await getProduct(db, website, params.id) }),
  });

  api.route({
    method: 'put',
    path: '/commerce/products/{id}',
    operationId: 'updateProduct',
    summary: 'Saves the whole product: variants with an id are kept, new ones added, missing ones removed.',
    tag: TAG,
    capability: 'commerce:edit',
    params: productParamsSchema,
    body: productBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The saved product.', schema: productReplySchema },
      400: invalid,
      404: missing,
      409: errorResponse(
        'A variant sent with `stockRead` had its stock changed since (an order, the inventory screen): `fields` names it.',
      ),
      412: staleVersionResponse('product'),
    },
    handle: async (call) => ({
      product: await updateProduct(
        call.db,
        writerOf(call),
        call.params.id,
        call.body,
        ifMatchVersion(call.req),
      ),
    }),
  });

  api.route({
    method: 'post',
    path: '/commerce/products/{id}/duplicate',
    operationId: 'duplicateProduct',
    summary: 'Copies a product into the same store: disabled, SKUs suffixed -COPY, no stock.',
    tag: TAG,
    capability: 'commerce:edit',
    params: productParamsSchema,
    responses: { 201: { description: 'The copy.', schema: productReplySchema }, 404: missing },
    handle: async (call) => ({ product: await duplicateProduct(call.db, writerOf(call), call.params.id) }),
  });

  api.route({
    method: 'post',
    path: '/commerce/products/{id}/move',
    operationId: 'moveProduct',
    summary:
      'Places the product right after `afterId` (null: first) or right before `beforeId` in its store’s order, which the storefront’s shop and Products blocks follow.',
    tag: TAG,
    capability: 'commerce:edit',
    params: productParamsSchema,
    body: productMoveBodySchema,
    responses: {
      200: { description: 'The product’s new place in its store (from 0).', schema: productMoveReplySchema },
      400: errorResponse('Neither or both of `afterId` and `beforeId`, or a product of another store.'),
      404: missing,
    },
    handle: async (call) => moveProduct(call.db, writerOf(call), call.params.id, call.body),
  });

  api.route({
    method: 'delete',
    path: '/commerce/products/{id}',
    operationId: 'deleteProduct',
    summary: 'Deletes a product and its variants, unless an open cart or an unfulfilled order holds it.',
    tag: TAG,
    capability: 'commerce:edit',
    params: productParamsSchema,
    responses: {
      204: { description: 'Deleted.' },
      404: missing,
      409: errorResponse('An open cart or an unfulfilled order holds the product: `message` says which.'),
    },
    handle: async (call) => {
      await deleteProduct(call.db, writerOf(call), call.params.id);
      return { status: 204 };
    },
  });
}
