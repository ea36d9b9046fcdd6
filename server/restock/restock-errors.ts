// The restock sign-up's refusals (SPEC §5 "Restock", §8 "Restock"): one code, status and message each.
import { RESTOCK_TEXTS } from '../../domain/restock-view.js';
import { HttpError } from '../http/http-error.js';

/** What each refusal says; the block shows it as it is (SPEC §8). */
export const RESTOCK_ERROR_MESSAGES = {
  'email-blank': RESTOCK_TEXTS.emailBlank,
  'email-invalid': RESTOCK_TEXTS.emailInvalid,
  'variant-unavailable': 'Sorry, that item variant is unavailable. Please select another variant.',
  'not-offered': 'Restock notifications are not available for this product.',
  'in-stock': 'This item is in stock. You can order it now.',
  'invalid-request': RESTOCK_TEXTS.failed,
} as const;

/** A refusal's code: the JSON `error` field. */
export type RestockErrorCode = keyof typeof RESTOCK_ERROR_MESSAGES;

const STATUSES: Record<RestockErrorCode, number> = {
  'email-blank': 400,
  'email-invalid': 400,
  'variant-unavailable': 404,
  'not-offered': 404,
  'in-stock': 409,
  'invalid-request': 400,
};

/** The field a refusal is about, flagged in `fields`. */
const FIELDS: Partial<Record<RestockErrorCode, string>> = {
  'email-blank': 'siteVisitorEmail',
  'email-invalid': 'siteVisitorEmail',
};

/** The error a restock service or route throws for `code`. */
export function restockError(code: RestockErrorCode): HttpError {
  const field = FIELDS[code];
  const message = RESTOCK_ERROR_MESSAGES[code];
  return new HttpError(STATUSES[code], code, message, field === undefined ? undefined : { [field]: message });
}
