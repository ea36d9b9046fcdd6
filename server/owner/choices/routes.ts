// The owner API's lists the block editor chooses from: the website's forms and its stores' products.
import { COLLECTION_TYPE, RECORD_TYPE } from '../../../domain/enums.js';
import { formChoicesSchema, productChoicesSchema } from '../../../domain/owner-api/choices.js';
import { TABLES } from '../../db/tables.js';
import type { OwnerApi } from '../api/owner-api.js';

/**
 * Declares `GET /forms` (listForms) and `GET /products` (listProducts) on `api`: what a form block
 * and a product block may show. Anyone who may look at pages may read them (an editor builds pages
 * with products without running the store).
 */
export function registerChoiceRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/forms',
    operationId: 'listForms',
    summary: 'The website’s forms (for form blocks)',
    tag: 'Pages',
    capability: 'pages:view',
    responses: { 200: { description: 'Every form, by name.', schema: formChoicesSchema } },
    async handle({ db, website }) {
      const rows: { id: string; name: string }[] = await db(TABLES.forms)
        .where({ website_id: website.id })
        .orderBy([{ column: 'name' }, { column: 'id' }])
        .select('id', 'name');
      return { forms: rows };
    },
  });

  api.route({
    method: 'get',
    path: '/products',
    operationId: 'listProducts',
    summary: 'The stores’ products (for product blocks)',
    tag: 'Pages',
    capability: 'pages:view',
    responses: { 200: { description: 'Every product, by store then title.', schema: productChoicesSchema } },
    async handle({ db, website }) {
      const rows: { id: string; title: string; store_title: string; status: string }[] = await db(
        `${TABLES.contentItems} as i`,
      )
        .join(`${TABLES.collections} as c`, function joinStore() {
          this.on('c.website_id', 'i.website_id').andOn('c.id', 'i.collection_id');
        })
        .where({
          'i.website_id': website.id,
          'i.record_type': RECORD_TYPE['store-item'],
          'c.type': COLLECTION_TYPE.products,
        })
        .orderBy([{ column: 'c.title' }, { column: 'i.title' }, { column: 'i.id' }])
        .select('i.id', 'i.title', 'c.title as store_title', 'i.status');
      return {
        products: rows.map((row) => ({
          id: row.id,
          title: row.title,
          storeTitle: row.store_title,
          enabled: row.status === 'published',
        })),
      };
    },
  });
}
