// SQL of the form builder: a FORMS row as the builder reads it, where a form is used, inserts, versioned updates and deletes.
import type { Knex } from 'knex';
import type { FormUse } from '../../../domain/forms/form-builder-rules.js';
import { TABLES } from '../../db/tables.js';

/** A FORMS row as the builder reads it. */
export interface BuilderFormRow {
  id: string;
  name: string;
  fields: unknown;
  submit_label: string;
  submission_message: string;
  submission_html: string;
  success_redirect: string | null;
  disclaimer_message: string;
  captcha_enabled: boolean;
  storage: unknown;
  version: number;
  updated_at: Date | string;
}

const COLUMNS = [
  'id',
  'name',
  'fields',
  'submit_label',
  'submission_message',
  'submission_html',
  'success_redirect',
  'disclaimer_message',
  'captcha_enabled',
  'storage',
  'version',
  'updated_at',
] as const;

/** The form `id` of the website, or undefined (`forUpdate` locks it for the transaction). */
export async function readBuilderForm(
  db: Knex,
  websiteId: string,
  id: string,
  forUpdate = false,
): Promise<BuilderFormRow | undefined> {
  const query = db(TABLES.forms).where({ website_id: websiteId, id }).first(COLUMNS);
  return (await (forUpdate ? query.forUpdate() : query)) as BuilderFormRow | undefined;
}

/**
 * Where the form is used: pages whose blocks (or block areas) hold a Form block naming it, and
 * products that ask for it as their additional-fields form; by title.
 */
export async function formUses(db: Knex, websiteId: string, formId: string): Promise<FormUse[]> {
  const pages = (await db(TABLES.pages)
    .where('website_id', websiteId)
    // `\\?` is the JSON path filter's `?`, not a knex binding.
    .whereRaw(
      `jsonb_path_exists(content, 'strict $.** \\? (@.type == "form" && @.formId == $id)', jsonb_build_object('id', ?::text))`,
      [formId],
    )
    .orderBy([{ column: 'title' }, { column: 'id' }])
    .select('id', 'title')) as { id: string; title: string }[];
  const products = (await db(`${TABLES.products} as p`)
    .join(`${TABLES.contentItems} as i`, function sameItem() {
      this.on('i.website_id', 'p.website_id').andOn('i.id', 'p.id');
    })
    .where({ 'p.website_id': websiteId, 'p.additional_fields_form_id': formId })
    .orderBy([{ column: 'i.title' }, { column: 'i.id' }])
    .select('i.id', 'i.title')) as { id: string; title: string }[];
  return [
    ...pages.map((page) => ({ kind: 'page' as const, id: page.id, title: page.title })),
    ...products.map((product) => ({ kind: 'product' as const, id: product.id, title: product.title })),
  ];
}

/** How many submissions the form has received. */
export async function submissionCount(db: Knex, websiteId: string, formId: string): Promise<number> {
  const row = await db(TABLES.formSubmissions)
    .where({ website_id: websiteId, form_id: formId })
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** The columns a builder save writes. */
export interface FormColumns {
  name: string;
  fields: Record<string, unknown>[];
  submit_label: string;
  submission_message: string;
  success_redirect: string | null;
  disclaimer_message: string;
  captcha_enabled: boolean;
  storage: Record<string, unknown>;
}

function serialised(columns: FormColumns): Record<string, unknown> {
  return { ...columns, fields: JSON.stringify(columns.fields), storage: JSON.stringify(columns.storage) };
}

/** A new FORMS row; returns its id. */
export async function insertForm(
  db: Knex,
  websiteId: string,
  columns: FormColumns & { submission_html?: string },
): Promise<string> {
  const [row] = await db(TABLES.forms)
    .insert({ website_id: websiteId, ...serialised(columns) })
    .returning('id');
  return row.id as string;
}

/** Writes a form's columns, one version up. */
export async function updateForm(
  db: Knex,
  websiteId: string,
  id: string,
  columns: FormColumns,
): Promise<void> {
  await db(TABLES.forms)
    .where({ website_id: websiteId, id })
    .update({ ...serialised(columns), version: db.raw('version + 1'), updated_at: db.fn.now() });
}

/** Deletes a form (its submissions go with it). */
export async function deleteForm(db: Knex, websiteId: string, id: string): Promise<void> {
  await db(TABLES.forms).where({ website_id: websiteId, id }).delete();
}

/** The website's built-in mailing lists, oldest first. */
export function mailingListChoices(db: Knex, websiteId: string): Promise<{ id: string; name: string }[]> {
  return db(TABLES.mailingLists)
    .where('website_id', websiteId)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select('id', 'name');
}

/** How many enabled webhooks hear of form submissions. */
export async function formWebhookCount(db: Knex, websiteId: string): Promise<number> {
  const row = await db(TABLES.webhookEndpoints)
    .where({ website_id: websiteId, enabled: true })
    .whereRaw(`'form.submitted' = any(events)`)
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
