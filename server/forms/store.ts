// SQL for forms and their submissions: the form a submission is for, storing one, listing them for the owner.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A FORMS row as the submission handler reads it. */
export interface FormRow {
  id: string;
  name: string;
  fields: unknown;
  submission_message: string;
  submission_html: string;
  success_redirect: string | null;
  captcha_enabled: boolean;
  storage: Record<string, unknown>;
}

/** The form `formId` of the website, or undefined. */
export async function findForm(db: Knex, websiteId: string, formId: string): Promise<FormRow | undefined> {
  const row = await db(TABLES.forms)
    .where({ website_id: websiteId, id: formId })
    .first(
      'id',
      'name',
      'fields',
      'submission_message',
      'submission_html',
      'success_redirect',
      'captcha_enabled',
      'storage',
    );
  return row as FormRow | undefined;
}

/** What a stored submission holds. */
export interface NewSubmission {
  websiteId: string;
  formId: string;
  submissionKey: string;
  values: Record<string, unknown>;
  summary: unknown[];
  pageUrl: string | null;
  visitorId: string | null;
}

/** Stores a submission; returns its id and time. */
export async function insertSubmission(
  db: Knex,
  submission: NewSubmission,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db(TABLES.formSubmissions)
    .insert({
      website_id: submission.websiteId,
      form_id: submission.formId,
      submission_key: submission.submissionKey,
      values: JSON.stringify(submission.values),
      summary: JSON.stringify(submission.summary),
      page_url: submission.pageUrl,
      visitor_id: submission.visitorId,
    })
    .returning(['id', 'created_at']);
  return { id: row.id as string, createdAt: new Date(row.created_at as string | Date) };
}

/** A FORM_SUBMISSIONS row as the owner sees it. */
export interface SubmissionRow {
  id: string;
  values: Record<string, unknown>;
  summary: unknown[];
  page_url: string | null;
  created_at: Date;
}

/** A page of a form's submissions, newest first. */
export function listSubmissions(
  db: Knex,
  websiteId: string,
  formId: string,
  page: { limit: number; offset: number },
): Promise<SubmissionRow[]> {
  return db(TABLES.formSubmissions)
    .where({ website_id: websiteId, form_id: formId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)
    .select('id', 'values', 'summary', 'page_url', 'created_at') as Promise<SubmissionRow[]>;
}

/** How many submissions a form has. */
export async function countSubmissions(db: Knex, websiteId: string, formId: string): Promise<number> {
  const row = await db(TABLES.formSubmissions)
    .where({ website_id: websiteId, form_id: formId })
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** The email addresses of the website's administrators, who get a form's mail when it names nobody. */
export function adminEmails(db: Knex, websiteId: string): Promise<string[]> {
  return db(TABLES.memberships)
    .join(TABLES.ownerAccounts, `${TABLES.ownerAccounts}.id`, `${TABLES.memberships}.account_id`)
    .where(`${TABLES.memberships}.website_id`, websiteId)
    .where(`${TABLES.memberships}.role`, 1)
    .distinct(`${TABLES.ownerAccounts}.email`)
    .pluck(`${TABLES.ownerAccounts}.email`);
}

/**
 * The field titles a form's submissions were sent with, in the order they first came: those of
 * fields since removed or renamed too, so an export still shows every answer.
 */
export async function submittedTitles(db: Knex, websiteId: string, formId: string): Promise<string[]> {
  const { rows } = await db.raw(
    `select field->>'rawTitle' as title, min(s.created_at) as first
       from "${TABLES.formSubmissions}" s
       cross join lateral jsonb_array_elements(case when jsonb_typeof(s.summary) = 'array' then s.summary else '[]'::jsonb end) as field
      where s.website_id = ? and s.form_id = ? and jsonb_typeof(field->'rawTitle') = 'string'
      group by 1 order by 2, 1`,
    [websiteId, formId],
  );
  return (rows as { title: string }[]).map((row) => row.title);
}
