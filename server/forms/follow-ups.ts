// What happens once a submission is stored: the owner's email through the outbox and, when the form says so, the mailing list.
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  noAnswerText,
  summaryField,
  summaryText,
  type FieldValue,
  type SummaryField,
} from '../../domain/form-values.js';
import type { FormFieldSpec } from '../../domain/forms/form-fields.js';
import { isEmail } from '../../domain/forms/validation.js';
import { TABLES } from '../db/tables.js';
import { enqueueMail } from '../mail/outbox.js';
import { adminEmails } from './store.js';

/** A form's storage settings (the form builder's storage fieldset). */
const storageSchema = z.looseObject({
  email: z
    .looseObject({
      enabled: z.boolean().optional(),
      to: z.union([z.string(), z.array(z.string())]).optional(),
      subjectPrefix: z.string().optional(),
    })
    .optional(),
  mailingList: z
    .looseObject({ mailingListId: z.string().optional(), optInFieldId: z.string().optional() })
    .optional(),
  webhooks: z.boolean().optional(),
});

/** Where a form's submissions go. */
export interface FormStorage {
  /** Whether each submission is emailed (the builder can turn it off). */
  emailEnabled: boolean;
  /** Who gets the email; empty: the website's administrators. */
  emailTo: string[];
  subjectPrefix: string;
  /** The mailing list the submitter joins, if any. */
  mailingListId?: string;
  /** A field that must be answered (an opt-in checkbox) for the submitter to join. */
  optInFieldId?: string;
  /** Whether the website's webhooks hear of each submission (`form.submitted`). */
  webhooks: boolean;
}

/** The storage settings of a FORMS row; anything unreadable reads as "email the administrators". */
export function readStorage(raw: unknown): FormStorage {
  const parsed = storageSchema.safeParse(raw ?? {});
  const storage = parsed.success ? parsed.data : {};
  const to = storage.email?.to;
  const list = storage.mailingList;
  return {
    emailEnabled: storage.email?.enabled !== false,
    webhooks: storage.webhooks !== false,
    emailTo: (Array.isArray(to) ? to : to === undefined ? [] : [to]).filter(isEmail),
    subjectPrefix: storage.email?.subjectPrefix ?? '[Form submission]',
    ...(list?.mailingListId ? { mailingListId: list.mailingListId } : {}),
    ...(list?.optInFieldId ? { optInFieldId: list.optInFieldId } : {}),
  };
}

/** The summary of every answered-or-not field but sections (SPEC §3 "Summary field"), in form order. */
export function submissionSummary(
  fields: readonly FormFieldSpec[],
  values: Readonly<Record<string, FieldValue>>,
): SummaryField[] {
  return fields
    .filter((field) => field.type !== 'section' && values[field.id] !== undefined)
    .map((field) => summaryField(field.type, field.title || field.id, values[field.id]));
}

/** The summary as `Title: answer` lines, 'N/A' for an empty answer (SPEC §3). */
export function summaryLines(summary: readonly SummaryField[]): string {
  return summary
    .map((field) => {
      const answer = summaryText(field) || noAnswerText();
      return answer.includes('\n')
        ? `${field.rawTitle}:\n  ${answer.split('\n').join('\n  ')}`
        : `${field.rawTitle}: ${answer}`;
    })
    .join('\n');
}

/** The first email answer of a submission, normalised, for Reply-To and the mailing list. */
export function submitterEmail(
  fields: readonly FormFieldSpec[],
  values: Readonly<Record<string, FieldValue>>,
): string | undefined {
  for (const field of fields) {
    const value = values[field.id];
    if (field.type === 'email' && typeof value === 'string' && isEmail(value))
      return value.trim().toLowerCase();
  }
  return undefined;
}

/** What the follow-ups of one stored submission need. */
export interface StoredSubmission {
  websiteId: string;
  siteTitle: string;
  formName: string;
  fields: readonly FormFieldSpec[];
  values: Readonly<Record<string, FieldValue>>;
  summary: readonly SummaryField[];
  storage: FormStorage;
  pageUrl: string | null;
  createdAt: Date;
}

/** Queues the owner's email (one per recipient) in the outbox, unless the form says not to; returns how many were queued. */
export async function emailOwner(db: Knex, submission: StoredSubmission): Promise<number> {
  if (!submission.storage.emailEnabled) return 0;
  const recipients =
    submission.storage.emailTo.length > 0
      ? submission.storage.emailTo
      : await adminEmails(db, submission.websiteId);
  const replyTo = submitterEmail(submission.fields, submission.values);
  const subject = `${submission.storage.subjectPrefix} ${submission.formName || 'Form'}`.trim();
  const text = [
    `A new submission to "${submission.formName || 'Form'}" on ${submission.siteTitle}.`,
    '',
    summaryLines(submission.summary),
    '',
    ...(submission.pageUrl ? [`Page: ${submission.pageUrl}`] : []),
    `Submitted: ${submission.createdAt.toISOString()}`,
  ].join('\n');
  for (const to of recipients) {
    await enqueueMail(db, {
      websiteId: submission.websiteId,
      to,
      subject,
      text,
      ...(replyTo === undefined ? {} : { replyTo }),
    });
  }
  return recipients.length;
}

/**
 * Adds the submitter to the form's mailing list when the form names one, the submission has an
 * email answer and (when the form has an opt-in field) that field was answered. A previously
 * unsubscribed address is subscribed again: the visitor just asked. Returns whether it joined.
 */
export async function joinMailingList(db: Knex, submission: StoredSubmission): Promise<boolean> {
  const { mailingListId, optInFieldId } = submission.storage;
  if (mailingListId === undefined) return false;
  if (optInFieldId !== undefined) {
    const optIn = submission.values[optInFieldId];
    const answered = Array.isArray(optIn) ? optIn.length > 0 : typeof optIn === 'string' && optIn !== '';
    if (!answered) return false;
  }
  const email = submitterEmail(submission.fields, submission.values);
  if (email === undefined) return false;
  const list = await db(TABLES.mailingLists)
    .where({ website_id: submission.websiteId, id: mailingListId })
    .first('id');
  if (list === undefined) return false;
  await db(TABLES.mailingListSubscribers)
    .insert({ website_id: submission.websiteId, mailing_list_id: mailingListId, email, source: 'form' })
    .onConflict(['website_id', 'mailing_list_id', 'email'])
    .merge({ status: 'subscribed', unsubscribed_at: null });
  return true;
}
