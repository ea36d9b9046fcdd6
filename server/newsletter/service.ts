// Newsletter sign-ups with double opt-in: a confirmation email first, the mailing list only once the link is followed.
import type { Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { FIELD_MESSAGES, STATUS_MESSAGES, emailMessage, FORM_MESSAGES } from '../../domain/forms/messages.js';
import { cleanText, isEmail } from '../../domain/forms/validation.js';
import { HttpError } from '../http/http-error.js';
import { enqueueMail } from '../mail/outbox.js';
import { enqueueWebhookEvent } from '../automation/enqueue.js';
import { newsletterEventData } from '../automation/event-data.js';
import {
  confirmToken,
  insertConfirmation,
  isSubscribed,
  recentConfirmations,
  signUpList,
  subscribe,
} from './store.js';

/** What the visitor is told. */
export const NEWSLETTER_MESSAGES = {
  checkEmail: 'Almost done! Check your inbox for a link to confirm your subscription.',
  invalidLink: 'This confirmation link is not valid or has expired. Please sign up again.',
} as const;

/** The path of the confirmation link. */
export const CONFIRM_PATH = '/newsletter/confirm';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** At most this many confirmation emails per address and list an hour, so the form cannot flood an inbox. */
const CONFIRMATIONS_PER_HOUR = 3;

/** SPEC §9: email length 3–256. */
const EMAIL_LENGTH = { min: 3, max: 256 };

/** One sign-up as posted. */
export interface SignUpInput {
  websiteId: string;
  siteTitle: string;
  email: unknown;
  mailingListId: unknown;
  source: string;
  /**
   * The site's origin for the confirmation link, e.g. `https://shop.example.com`: the address the
   * visitor used, which in production is always one of the website's own (resolveWebsite refuses others).
   */
  origin: string;
  now: Date;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The address of a sign-up, or 400 with `fields.email`: 'Required', or SPEC §5's email message. */
export function signUpEmail(value: unknown): string {
  const email = typeof value === 'string' ? cleanText(value).trim().toLowerCase() : '';
  if (email === '')
    throw new HttpError(400, 'invalid-fields', FORM_MESSAGES.invalid, { email: FIELD_MESSAGES.required });
  if (email.length < EMAIL_LENGTH.min || email.length > EMAIL_LENGTH.max || !isEmail(email)) {
    throw new HttpError(400, 'invalid-fields', FORM_MESSAGES.invalid, { email: emailMessage() });
  }
  return email;
}

/**
 * Signs an address up: 400 for a blank or invalid email, 404 'This form has not been configured
 * yet.' when the website has no mailing list. An address already subscribed, or sent three
 * confirmations this hour, is told the same as anyone (so the form reveals nobody's subscription)
 * but gets no mail. Otherwise the pending sign-up and its confirmation email are stored in one
 * transaction.
 */
export async function signUp(db: Knex, input: SignUpInput): Promise<{ message: string }> {
  const email = signUpEmail(input.email);
  const requested =
    typeof input.mailingListId === 'string' && input.mailingListId.length <= 200
      ? input.mailingListId
      : undefined;
  const list = await signUpList(db, input.websiteId, requested?.includes('\u0000') ? undefined : requested);
  if (list === undefined) throw new HttpError(404, 'form-not-configured', STATUS_MESSAGES[404]);
  const reply = { message: NEWSLETTER_MESSAGES.checkEmail };
  if (await isSubscribed(db, input.websiteId, list.id, email)) return reply;
  const hourAgo = new Date(input.now.getTime() - 60 * 60_000);
  if ((await recentConfirmations(db, input.websiteId, list.id, email, hourAgo)) >= CONFIRMATIONS_PER_HOUR)
    return reply;

  const token = randomBytes(24).toString('base64url');
  const link = `${input.origin}${CONFIRM_PATH}?token=${token}`;
  await db.transaction(async (trx) => {
    await insertConfirmation(trx, {
      websiteId: input.websiteId,
      listId: list.id,
      email,
      tokenHash: hashToken(token),
      source: input.source,
      expiresAt: new Date(input.now.getTime() + CONFIRMATION_TTL_MS),
    });
    await enqueueMail(trx, {
      websiteId: input.websiteId,
      to: email,
      subject: `Confirm your subscription to ${list.name}`,
      text: [
        `Thank you for signing up to ${list.name} from ${input.siteTitle}.`,
        '',
        'To confirm your subscription, open this link:',
        link,
        '',
        'If you did not sign up, ignore this email: you will not be subscribed.',
      ].join('\n'),
    });
  });
  return reply;
}

/** Follows a confirmation link: the list joined, or undefined for an unknown, used or expired token. */
export async function confirmSignUp(
  db: Knex,
  websiteId: string,
  token: unknown,
  now: Date,
): Promise<{ listName: string; email: string } | undefined> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  return db.transaction(async (trx) => {
    const pending = await confirmToken(trx, websiteId, hashToken(token), now);
    if (pending === undefined) return undefined;
    const source = pending.source ?? 'newsletter-block';
    await subscribe(trx, websiteId, pending.mailing_list_id, pending.email, source);
    await enqueueWebhookEvent(trx, {
      websiteId,
      type: 'newsletter.signed_up',
      data: newsletterEventData({
        email: pending.email,
        listId: pending.mailing_list_id,
        listName: pending.list_name,
        source,
      }),
    });
    return { listName: pending.list_name, email: pending.email };
  });
}
