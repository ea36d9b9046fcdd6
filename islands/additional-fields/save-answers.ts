// Saving an additional-fields form's answers onto a cart entry (SPEC §7 PUT …/additionalFields), and its failures (SPEC §8).
import type { FormFieldSpec } from '../../domain/forms/form-fields.js';
import { ADDITIONAL_FIELDS_MESSAGES } from '../../domain/forms/messages.js';
import { readSubmittedValues, validateForm } from '../../domain/forms/validation.js';
import type { FieldValue } from '../../domain/form-values.js';
import type { ApiClient } from '../context.js';

/** The cart API path that saves an entry's answers. */
export function answersPath(entryId: string): string {
  return `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`;
}

/** Answers read and checked: the values to save, or each invalid field's message. */
export type CheckedAnswers =
  | { ok: true; values: Record<string, FieldValue> }
  | { ok: false; errors: Record<string, string>; message: string };

/** The answers a form's inputs hold, checked with the domain's rules (SPEC §5). */
export function checkAnswers(
  fields: readonly FormFieldSpec[],
  answers: Record<string, unknown>,
): CheckedAnswers {
  const read = readSubmittedValues(fields, answers);
  if (!read.ok) return { ok: false, errors: {}, message: ADDITIONAL_FIELDS_MESSAGES.update };
  const errors = validateForm(fields, read.values);
  return Object.keys(errors).length > 0
    ? { ok: false, errors, message: '' }
    : { ok: true, values: read.values };
}

/** What saving came to: the cart to show, or the message. */
export type SaveOutcome =
  { ok: true; shoppingCart: unknown } | { ok: false; message: string; errors: Record<string, string> };

/**
 * Saves `values` onto the entry (`{itemId, sku, additionalFields}` as JSON text, SPEC §7): the new
 * cart, or 'Unable to update form' (with the fields the server flagged, if any).
 */
export async function saveEntryAnswers(
  api: ApiClient,
  entry: { entryId: string; itemId: string; sku: string },
  values: Record<string, FieldValue>,
): Promise<SaveOutcome> {
  try {
    const reply = await api.put<{ shoppingCart?: unknown }>(answersPath(entry.entryId), {
      itemId: entry.itemId,
      sku: entry.sku,
      additionalFields: JSON.stringify(values),
    });
    return { ok: true, shoppingCart: reply?.shoppingCart };
  } catch (error) {
    const fields = (error as { fields?: Record<string, string> }).fields ?? {};
    return { ok: false, message: ADDITIONAL_FIELDS_MESSAGES.update, errors: { ...fields } };
  }
}
