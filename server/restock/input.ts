// Reading restock requests leniently: any JSON or form body becomes a sign-up request or a refusal, never a crash.
import { RESTOCK_FORM_FIELDS } from '../../domain/restock-rules.js';
import { restockError } from './restock-errors.js';

const MAX_ID = 200;
const MAX_EMAIL_INPUT = 1000;
const MAX_TOKEN = 8192;

function record(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw restockError('invalid-request');
  return body as Record<string, unknown>;
}

function id(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_ID ? value : '';
}

/** A form posts `"true"`/`"on"`, a script `true`; anything else is no. */
function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on';
}

/** Missing or null reads as blank ('Email cannot be blank'); a value of another type, or far too long, as invalid. */
function email(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > MAX_EMAIL_INPUT) return '\u0000invalid';
  return value;
}

function optionalText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= max ? value : undefined;
}

/** What a visitor's sign-up carries, from SPEC §3's JSON payload or the block's plain form. */
export interface VisitorSignUpInput {
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
  captchaKey?: string;
}

/** SPEC §3's payload: `isJoinMailingList, productId, variantId, siteVisitorEmail, recaptchaEnterpriseV3Token`. */
export function visitorPayload(body: unknown): VisitorSignUpInput {
  const fields = record(body);
  const captchaKey = optionalText(fields.recaptchaEnterpriseV3Token, MAX_TOKEN);
  return {
    productId: id(fields.productId),
    variantId: id(fields.variantId),
    email: email(fields.siteVisitorEmail),
    joinMailingList: flag(fields.isJoinMailingList),
    ...(captchaKey === undefined ? {} : { captchaKey }),
  };
}

/** The block's plain form (RESTOCK_FORM_FIELDS); the captcha answer comes in `captchaKey`. */
export function visitorForm(body: unknown): VisitorSignUpInput {
  const fields = record(body);
  const captchaKey = optionalText(fields[RESTOCK_FORM_FIELDS.captcha], MAX_TOKEN);
  return {
    productId: id(fields[RESTOCK_FORM_FIELDS.productId]),
    variantId: id(fields[RESTOCK_FORM_FIELDS.variantId]),
    email: email(fields[RESTOCK_FORM_FIELDS.email]),
    joinMailingList: flag(fields[RESTOCK_FORM_FIELDS.joinMailingList]),
    ...(captchaKey === undefined ? {} : { captchaKey }),
  };
}

/** The site user's account call: `productId, variantId`, optional `language` (a BCP 47 tag). */
export function accountPayload(body: unknown): { productId: string; variantId: string; language?: string } {
  const fields = record(body);
  const language = optionalText(fields.language, 35);
  return {
    productId: id(fields.productId),
    variantId: id(fields.variantId),
    ...(language !== undefined && /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,3}$/.test(language)
      ? { language }
      : {}),
  };
}

/** `{ productId, variantId }` of a send request; a 400 'Unable to submit form…' when not two ids. */
export function variantRef(value: unknown): { productId: string; variantId: string } {
  const fields = record(value);
  const ref = { productId: id(fields.productId), variantId: id(fields.variantId) };
  if (ref.productId === '' || ref.variantId === '') throw restockError('variant-unavailable');
  return ref;
}
