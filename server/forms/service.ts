// Form submissions (SPEC §4 "Form submission handler", §5 "Forms", §8): check, store first, then mail and mailing list.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { FieldValue } from '../../domain/form-values.js';
import { readFormFields, type FormFieldSpec } from '../../domain/forms/form-fields.js';
import { cleanText, readSubmittedValues, validateForm } from '../../domain/forms/validation.js';
import type { CaptchaCheck } from './captcha-check.js';
import { refuseHostileInput } from '../http/hostile-input.js';
import { formErrors } from './form-errors.js';
import {
  emailOwner,
  joinMailingList,
  readStorage,
  submissionSummary,
  type StoredSubmission,
} from './follow-ups.js';
import { findForm, insertSubmission, type FormRow } from './store.js';
import { enqueueWebhookEvent } from '../automation/enqueue.js';
import { formSubmissionEventData } from '../automation/event-data.js';
import { hashSubmissionKey, isUsableKey, spendSubmissionKey } from './submission-keys.js';

/** What the submission handler needs besides the database. */
export interface SubmissionServices {
  captcha: CaptchaCheck;
  logger: Logger;
}

/** One submission as posted (SPEC §3 "Form submission payload"); every part still unchecked. */
export interface SubmissionInput {
  websiteId: string;
  siteTitle: string;
  formId: unknown;
  key: unknown;
  /** JSON text: field id → sanitized value. */
  form: unknown;
  captchaKey?: unknown;
  pageUrl?: unknown;
  visitorId?: string;
  now: Date;
}

/** What the visitor sees after a stored submission (SPEC §4 step 3). */
export interface SubmissionOutcome {
  id: string;
  submissionMessage: string;
  submissionHtml: string;
  successRedirect: string;
}

const MAX_ID_LENGTH = 200;
const MAX_URL_LENGTH = 2083;

function usableText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= max && !value.includes('\u0000')
    ? value
    : undefined;
}

/** The form a request names, with its fields; 404 'This form has not been configured yet.' when none. */
export async function formFor(
  db: Knex,
  websiteId: string,
  formId: unknown,
): Promise<{ form: FormRow; fields: FormFieldSpec[] }> {
  const id = usableText(formId, MAX_ID_LENGTH);
  const form = id === undefined ? undefined : await findForm(db, websiteId, id);
  if (form === undefined) throw formErrors.notConfigured();
  return { form, fields: readFormFields(form.fields) };
}

/** Answers read and checked against the fields: 400 unparsable, or 400 with every invalid field. */
export function checkedValues(
  fields: readonly FormFieldSpec[],
  answers: unknown,
): Record<string, FieldValue> {
  const read = readSubmittedValues(fields, answers);
  if (!read.ok) throw formErrors.unparsable();
  const errors = validateForm(fields, read.values);
  if (Object.keys(errors).length > 0) throw formErrors.invalid(errors);
  return read.values;
}

function parseAnswers(form: unknown): unknown {
  if (typeof form !== 'string') throw formErrors.unparsable();
  let answers: unknown;
  try {
    answers = JSON.parse(form);
  } catch {
    throw formErrors.unparsable();
  }
  // The answers are JSON inside a string: the body check could not see a NUL escaped in them.
  refuseHostileInput(answers);
  return answers;
}

async function checkCaptcha(
  db: Knex,
  services: SubmissionServices,
  websiteId: string,
  captchaKey: unknown,
): Promise<void> {
  const token = usableText(captchaKey, 10_000);
  if (token === undefined) throw formErrors.captcha();
  const verdict = await services.captcha(db, websiteId, token);
  if (verdict === true) return;
  throw formErrors.captcha(typeof verdict === 'string' && verdict !== '' ? verdict : undefined);
}

/**
 * Checks and stores one submission. Refusals, in order: 404 for an unknown form, 401 for a key
 * that is missing, unknown, spent or expired, 400 'Could not parse…' for `form` text that is not
 * JSON answers, 400 'One or more fields is invalid…' with the per-field map, 400 for a captcha not
 * completed or refused. Then one transaction spends the key and stores the submission; the
 * owner's email (outbox) and the mailing list follow inside a savepoint, so a failure there is
 * logged and the submission is kept.
 */
export async function saveFormSubmission(
  db: Knex,
  services: SubmissionServices,
  input: SubmissionInput,
): Promise<SubmissionOutcome> {
  const { websiteId, now } = input;
  const { form, fields } = await formFor(db, websiteId, input.formId);
  if (!(await isUsableKey(db, websiteId, input.key, now))) throw formErrors.badKey();
  const key = input.key as string;
  const values = checkedValues(fields, parseAnswers(input.form));
  if (form.captcha_enabled) await checkCaptcha(db, services, websiteId, input.captchaKey);

  const pageUrl = usableText(input.pageUrl, MAX_URL_LENGTH);
  const summary = submissionSummary(fields, values);
  const saved = await db.transaction(async (trx) => {
    if (!(await spendSubmissionKey(trx, websiteId, key, now))) throw formErrors.badKey();
    const row = await insertSubmission(trx, {
      websiteId,
      formId: form.id,
      submissionKey: hashSubmissionKey(key),
      values,
      summary,
      pageUrl: pageUrl === undefined ? null : cleanText(pageUrl),
      visitorId: input.visitorId ?? null,
    });
    const stored: StoredSubmission = {
      websiteId,
      siteTitle: input.siteTitle,
      formName: form.name,
      fields,
      values,
      summary,
      storage: readStorage(form.storage),
      pageUrl: pageUrl ?? null,
      createdAt: row.createdAt,
    };
    if (stored.storage.webhooks)
      await enqueueWebhookEvent(trx, {
        websiteId,
        type: 'form.submitted',
        data: formSubmissionEventData({ ...stored, id: row.id, formId: form.id }),
      });
    try {
      await trx.transaction(async (followUps) => {
        await emailOwner(followUps, stored);
        await joinMailingList(followUps, stored);
      });
    } catch (error) {
      services.logger.error({ err: error, submission: row.id }, 'form submission follow-ups failed');
    }
    return row;
  });
  return {
    id: saved.id,
    submissionMessage: form.submission_message,
    submissionHtml: form.submission_html,
    successRedirect: form.success_redirect ?? '',
  };
}

/** SPEC §7 POST /api/rest/forms/validate/{formId}: the answers' problems, 400 with the per-field map. */
export async function validateSubmission(
  db: Knex,
  websiteId: string,
  formId: unknown,
  answers: unknown,
): Promise<void> {
  const { fields } = await formFor(db, websiteId, formId);
  checkedValues(fields, answers);
}
