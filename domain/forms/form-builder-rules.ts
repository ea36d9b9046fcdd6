// The form builder's rules: its messages, which fields need options, new fields' ids, and which fields a save removes.
import type { FormFieldType } from '../form-values.js';

/** The most fields one form has. */
export const MAX_FORM_FIELDS = 100;

/** Field types whose answer is one or more of the owner's options. */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['radio', 'checkbox', 'select'];

/** What the builder and its API say. */
export const FORM_BUILDER_MESSAGES = {
  nameRequired: 'Give the form a name.',
  labelRequired: 'Give the field a label.',
  unknownType: 'Choose a field type.',
  badFieldId: 'A field id has letters, digits, - and _ only.',
  repeatedId: 'Two fields have the same id.',
  emptyOption: 'An option cannot be empty.',
  tooManyOptions: 'A field has at most 50 options.',
  optionsRequired: 'Add at least one option.',
  questionsRequired: 'Add at least one question.',
  badCountry: 'Choose a country.',
  badEmail: 'Enter a valid email address.',
  tooManyRecipients: 'Send to at most 10 addresses.',
  badRedirect: 'Enter a page address starting with / or a link starting with https://.',
  tooManyFields: `A form has at most ${MAX_FORM_FIELDS} fields.`,
  tooLong: (max: number) => `Use at most ${max} characters.`,
  noSuchForm: 'No such form.',
  noSuchMailingList: 'Choose one of the website’s mailing lists.',
  noSuchOptInField: 'The opt-in field must be one of the form’s fields.',
} as const;

/** Where a form is used, as the warnings name it. */
export interface FormUse {
  kind: 'page' | 'product';
  id: string;
  title: string;
}

function usesText(uses: readonly FormUse[]): string {
  const names = uses.slice(0, 3).map((use) => `“${use.title || 'Untitled'}”`);
  const more = uses.length > 3 ? ` and ${uses.length - 3} more` : '';
  return `${names.join(', ')}${more}`;
}

/** The 409 of a save removing fields from a form in use. */
export function removingFieldsMessage(removed: readonly string[], uses: readonly FormUse[]): string {
  const fields = removed.map((label) => `“${label}”`).join(', ');
  return (
    `This form is used on ${usesText(uses)}. Saving removes ${removed.length === 1 ? 'the field' : 'the fields'} ` +
    `${fields} from it: visitors will no longer be asked, and submissions already received keep their answers. ` +
    'Save again to confirm.'
  );
}

/** The 409 of deleting a form in use. */
export function deletingUsedFormMessage(uses: readonly FormUse[]): string {
  return `This form is used on ${usesText(uses)}. Remove it from there before deleting it.`;
}

/** A field id made from a label: `Company name` → `company-name`; '' when nothing is left. */
export function fieldIdFromLabel(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * Ids for the fields of a save: a field's own id when it has one, else one made from its label that
 * no other field of the form has, nor had before (`taken`: ids the stored form uses), so a new
 * field never takes over the answers of a removed one.
 */
export function assignFieldIds(
  fields: readonly { id?: string | undefined; label: string }[],
  taken: readonly string[] = [],
): string[] {
  const used = new Set<string>([...taken, ...fields.flatMap((field) => (field.id ? [field.id] : []))]);
  return fields.map((field, index) => {
    if (field.id) return field.id;
    const base = fieldIdFromLabel(field.label) || `field-${index + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/** The fields of `before` whose ids `after` no longer has (sections included: they are fields too). */
export function removedFields<F extends { id: string }>(
  before: readonly F[],
  afterIds: readonly string[],
): F[] {
  const kept = new Set(afterIds);
  return before.filter((field) => !kept.has(field.id));
}
