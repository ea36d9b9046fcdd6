// A cart entry's additional-fields answers on the cart page (SPEC §2, §7), with the button that edits them in the lightbox.
import type { ReactElement } from 'react';
import type { FieldValue } from '../domain/form-values.js';
import type { FormFieldSpec } from '../domain/forms/form-fields.js';
import { member } from '../domain/json-value.js';
import { AdditionalFields, additionalFieldsProps } from './additional-fields/additional-fields-island.js';

/** An additional-fields form as the cart page context carries it on an entry: `{id, name, fields}`. */
export type EntryForm = Readonly<Record<string, unknown>>;

/** What the cart page needs of an entry beyond its line: its variant's sku and its saved answers. */
export interface EntryDetails {
  sku: string;
  additionalFields: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Each entry's sku and answers, by entry id, from a cart (or a `{shoppingCart}` reply). */
export function entryDetails(value: unknown): Record<string, EntryDetails> {
  const cart = member(value, 'shoppingCart') ?? value;
  const entries = member(cart, 'entries');
  const details: Record<string, EntryDetails> = {};
  for (const entry of Array.isArray(entries) ? entries : []) {
    const id = text(member(entry, 'id'));
    if (id === '') continue;
    details[id] = {
      sku: text(member(member(entry, 'chosenVariant'), 'sku')),
      additionalFields: member(entry, 'additionalFields') ?? null,
    };
  }
  return details;
}

/** The forms of the page context's entries, by item id: the cart API's carts do not carry them. */
export function entryForms(value: unknown): Record<string, EntryForm> {
  const entries = member(member(value, 'cart'), 'entries');
  const forms: Record<string, EntryForm> = {};
  for (const entry of Array.isArray(entries) ? entries : []) {
    const form = member(entry, 'additionalFieldsForm');
    const itemId = text(member(entry, 'itemId'));
    if (itemId !== '' && typeof form === 'object' && form !== null && !Array.isArray(form)) {
      forms[itemId] = form as EntryForm;
    }
  }
  return forms;
}

function answerText(type: string, value: FieldValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    const parts = (value as readonly string[]).map((part) => part.trim()).filter((part) => part !== '');
    return parts.join(type === 'name' ? ' ' : ', ');
  }
  return Object.entries(value as Readonly<Record<string, string>>)
    .map(([question, answer]) => `${question}: ${answer}`)
    .join('; ');
}

/** The answers to show, in the form's order: each answered field's title and answer (sections and hidden fields left out). */
export function answerLines(
  fields: readonly FormFieldSpec[],
  answers: Readonly<Record<string, FieldValue>>,
): { id: string; title: string; answer: string }[] {
  return fields
    .filter((field) => field.type !== 'section' && field.type !== 'hidden')
    .map((field) => ({
      id: field.id,
      title: field.title || field.id,
      answer: answerText(field.type, answers[field.id]),
    }))
    .filter((line) => line.answer !== '');
}

/**
 * The entry's saved answers, and (once the page runs JavaScript) the additional-fields island in
 * its edit mode: an 'Edit …' button whose lightbox saves onto the entry (PUT …/additionalFields)
 * and tells the page the new cart through `tessera:cart-updated`; failures say 'Unable to update
 * form', a form without fields 'Unable to open form'. Without JavaScript the button stays hidden (islands.css, until the runtime marks <html>);
 * clicked before the cart page hydrates, the click is held and replayed.
 */
export function EntryAnswers({
  entryId,
  itemId,
  title,
  form,
  details,
}: {
  entryId: string;
  itemId: string;
  title: string;
  form: EntryForm;
  details: EntryDetails | undefined;
}): ReactElement {
  const props = additionalFieldsProps({
    entryId,
    itemId,
    sku: details?.sku ?? '',
    additionalFieldsForm: form,
    additionalFields: details?.additionalFields ?? null,
  });
  const lines = answerLines(props.fields, props.answers);
  const name = props.name || 'Details';
  return (
    <div className="cart-entry__answers" data-entry-form={props.formId}>
      {lines.length > 0 ? (
        <dl className="cart-entry__answer-list" aria-label={`${name} of ${title}`}>
          {lines.map((line) => (
            <div className="cart-entry__answer" key={line.id}>
              <dt>{line.title}</dt>
              <dd>{line.answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="cart-entry__edit">
        <AdditionalFields {...props} />
      </div>
    </div>
  );
}
