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
    summary:
      'The website’s forms (for form blocks and the Forms screen), with how many fields and submissions each has',
    tag: 'Pages',
    capability: 'pages:view',
    responses: { 200: { description: 'Every form, by name.', schema: formChoicesSchema } },
    async handle({ db, website }) {
      const rows: {
        id: string;
        name: string;
        field_count: number | string;
        submission_count: number | string;
        updated_at: Date | string;
      }[] = await db(`${TABLES.forms} as f`)
        .where({ 'f.website_id': website.id })
        .orderBy([{ column: 'f.name' }, { column: 'f.id' }])
        .select(
          'f.id',
          'f.name',
          'f.updated_at',
          db.raw(
            `case when jsonb_typeof(f.fields) = 'array' then jsonb_array_length(f.fields) else 0 end as field_count`,
          ),
          db
            .from(`${TABLES.formSubmissions} as s`)
            .whereRaw('s.website_id = f.website_id and s.form_id = f.id')
            .count('*')
            .as('submission_count'),
        );
      return {
        forms: rows.map((row) => ({
          id: row.id,
          name: row.name,
          fieldCount: Number(row.field_count),
          submissionCount: Number(row.submission_count),
          updatedAt: new Date(row.updated_at).toISOString(),
        })),
      };
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
