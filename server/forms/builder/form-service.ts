// The form builder's writes: create, save (refusing to drop fields from a form in use unless confirmed), duplicate and delete, each in one transaction with its change record.
import type { Knex } from 'knex';
import {
  assignFieldIds,
  deletingUsedFormMessage,
  FORM_BUILDER_MESSAGES as M,
  removedFields,
  removingFieldsMessage,
} from '../../../domain/forms/form-builder-rules.js';
import type { FormBody, FormDefinition } from '../../../domain/owner-api/forms.js';
import { TABLES } from '../../db/tables.js';
import { badRequest, HttpError, notFound } from '../../http/http-error.js';
import { recordChange, type Actor } from '../../owner/api/actor.js';
import { versionConflict } from '../../owner/api/versions.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { formColumns, formDefinition } from './form-definition.js';
import {
  deleteForm,
  formUses,
  insertForm,
  readBuilderForm,
  submissionCount,
  updateForm,
  type BuilderFormRow,
} from './form-store.js';
import { readFormFields } from '../../../domain/forms/form-fields.js';

/** Who saves, on which website. */
export interface FormWriter {
  websiteId: string;
  actor: Actor;
}

/** The 409 code of a save that would drop fields from a form in use, and of deleting one. */
export const FORM_IN_USE_ERROR = 'form-in-use';

/** The form `id` as the builder reads it; 404 when the website has none. */
export async function readForm(db: Knex, websiteId: string, id: string): Promise<FormDefinition> {
  const row = await readBuilderForm(db, websiteId, id);
  if (row === undefined) throw notFound(M.noSuchForm);
  return definitionOf(db, websiteId, row);
}

async function definitionOf(db: Knex, websiteId: string, row: BuilderFormRow): Promise<FormDefinition> {
  const [usedOn, count] = await Promise.all([
    formUses(db, websiteId, row.id),
    submissionCount(db, websiteId, row.id),
  ]);
  return formDefinition(row, { usedOn, submissionCount: count });
}

/** 400 when the form names a mailing list the website lacks, or an opt-in field it does not have. */
async function checkDestinations(db: Knex, websiteId: string, body: FormBody, ids: readonly string[]) {
  const { mailingListId, optInFieldId } = body.storage;
  if (mailingListId !== null) {
    const list = await db(TABLES.mailingLists)
      .where({ website_id: websiteId, id: mailingListId })
      .first('id');
    if (list === undefined)
      throw badRequest(M.noSuchMailingList, { 'storage.mailingListId': M.noSuchMailingList });
  }
  if (optInFieldId !== null && !ids.includes(optInFieldId))
    throw badRequest(M.noSuchOptInField, { 'storage.optInFieldId': M.noSuchOptInField });
}

/** Creates a form; returns it. */
export async function createForm(db: Knex, writer: FormWriter, body: FormBody): Promise<FormDefinition> {
  const ids = assignFieldIds(body.fields);
  await checkDestinations(db, writer.websiteId, body, ids);
  return db.transaction(async (trx) => {
    const id = await insertForm(trx, writer.websiteId, formColumns(body, ids));
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'create',
      entity: 'form',
      entityId: id,
      summary: body.name,
    });
    const row = await readBuilderForm(trx, writer.websiteId, id);
    return definitionOf(trx, writer.websiteId, row as BuilderFormRow);
  });
}

/**
 * Saves a form over its stored version (412 when `version` is given and older). Fields are kept
 * by id; a field sent without one is new. Removing fields from a form a page or product uses is
 * refused with 409 (`usedOn`, `removedFields`) unless `confirmRemoveFields`. Submissions already
 * received are untouched: each keeps its answers under the field labels it was sent with.
 */
export async function saveForm(
  db: Knex,
  writer: FormWriter,
  id: string,
  body: FormBody,
  version: number | undefined,
): Promise<FormDefinition> {
  const { websiteId } = writer;
  const saved = await db.transaction(async (trx) => {
    const before = await readBuilderForm(trx, websiteId, id, true);
    if (before === undefined) throw notFound(M.noSuchForm);
    if (version !== undefined && version !== before.version) throw versionConflict(before.version);
    const oldFields = readFormFields(before.fields);
    const ids = assignFieldIds(
      body.fields,
      oldFields.map((field) => field.id),
    );
    await checkDestinations(trx, websiteId, body, ids);
    const removed = removedFields(oldFields, ids);
    if (removed.length > 0 && !body.confirmRemoveFields) {
      const uses = await formUses(trx, websiteId, id);
      if (uses.length > 0) {
        const labels = removed.map((field) => field.title || field.id);
        throw new HttpError(409, FORM_IN_USE_ERROR, removingFieldsMessage(labels, uses), undefined, {
          usedOn: uses,
          removedFields: removed.map((field) => ({ id: field.id, label: field.title || field.id })),
        });
      }
    }
    await updateForm(trx, websiteId, id, formColumns(body, ids, before));
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'update',
      entity: 'form',
      entityId: id,
      summary:
        removed.length > 0
          ? `${body.name} (removed ${removed.map((field) => field.title || field.id).join(', ')})`
          : body.name,
    });
    return definitionOf(trx, websiteId, (await readBuilderForm(trx, websiteId, id)) as BuilderFormRow);
  });
  invalidateSiteData(websiteId);
  return saved;
}

/** A copy of the form, named "… (copy)", used nowhere and with no submissions. */
export async function duplicateForm(db: Knex, writer: FormWriter, id: string): Promise<FormDefinition> {
  const { websiteId } = writer;
  return db.transaction(async (trx) => {
    const source = await readBuilderForm(trx, websiteId, id);
    if (source === undefined) throw notFound(M.noSuchForm);
    const name = `${source.name} (copy)`.slice(0, 200);
    const copyId = await insertForm(trx, websiteId, {
      name,
      fields: Array.isArray(source.fields) ? (source.fields as Record<string, unknown>[]) : [],
      submit_label: source.submit_label,
      submission_message: source.submission_message,
      submission_html: source.submission_html,
      success_redirect: source.success_redirect,
      disclaimer_message: source.disclaimer_message,
      captcha_enabled: source.captcha_enabled,
      storage:
        typeof source.storage === 'object' && source.storage !== null
          ? (source.storage as Record<string, unknown>)
          : {},
    });
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'create',
      entity: 'form',
      entityId: copyId,
      summary: `${name}, from ${source.name}`,
    });
    return definitionOf(trx, websiteId, (await readBuilderForm(trx, websiteId, copyId)) as BuilderFormRow);
  });
}

/** Deletes a form and its submissions; 409 while a page or product uses it. */
export async function removeForm(db: Knex, writer: FormWriter, id: string): Promise<void> {
  const { websiteId } = writer;
  await db.transaction(async (trx) => {
    const form = await readBuilderForm(trx, websiteId, id, true);
    if (form === undefined) throw notFound(M.noSuchForm);
    const uses = await formUses(trx, websiteId, id);
    if (uses.length > 0)
      throw new HttpError(409, FORM_IN_USE_ERROR, deletingUsedFormMessage(uses), undefined, { usedOn: uses });
    await deleteForm(trx, websiteId, id);
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'delete',
      entity: 'form',
      entityId: id,
      summary: form.name,
    });
  });
  invalidateSiteData(websiteId);
}
