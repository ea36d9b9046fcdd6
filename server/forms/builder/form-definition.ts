// A form between its FORMS row and the builder's API: stored fields (`title`) ↔ builder fields (`label`), storage settings ↔ destinations.
import type { FormBody, FormDefinition, FormFieldInput } from '../../../domain/owner-api/forms.js';
import { readFormFields } from '../../../domain/forms/form-fields.js';
import { readStorage } from '../follow-ups.js';
import type { BuilderFormRow, FormColumns } from './form-store.js';

function storedList(raw: unknown): Record<string, unknown>[] {
  return Array.isArray(raw)
    ? raw.filter(
        (entry): entry is Record<string, unknown> =>
          typeof entry === 'object' && entry !== null && !Array.isArray(entry),
      )
    : [];
}

function storedObject(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {};
}

/** The builder's view of a row, with where it is used and how many submissions it has. */
export function formDefinition(
  row: BuilderFormRow,
  extra: Pick<FormDefinition, 'usedOn' | 'submissionCount'>,
): FormDefinition {
  const storage = readStorage(row.storage);
  return {
    id: row.id,
    name: row.name,
    fields: readFormFields(row.fields).map((field) => ({
      id: field.id,
      type: field.type,
      label: field.title,
      description: field.description,
      placeholder: field.placeholder,
      required: field.required,
      options: [...field.options],
      questions: [...field.questions],
      maxLength: field.maxLength,
      value: field.value,
      defaultCountry: field.defaultCountry,
    })),
    submitLabel: row.submit_label || 'Submit',
    submissionMessage: row.submission_message,
    successRedirect: row.success_redirect ?? '',
    disclaimerMessage: row.disclaimer_message,
    captchaEnabled: row.captcha_enabled,
    storage: {
      emailEnabled: storage.emailEnabled,
      emailTo: storage.emailTo,
      mailingListId: storage.mailingListId ?? null,
      optInFieldId: storage.optInFieldId ?? null,
      webhooks: storage.webhooks,
    },
    usedOn: extra.usedOn,
    submissionCount: extra.submissionCount,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A field as stored: the builder's words, over what the stored field had that the builder does not edit (a number's min…). */
function storedField(field: FormFieldInput, id: string, before: Record<string, unknown> | undefined) {
  const { label, ...rest } = field;
  return { ...(before ?? {}), ...rest, id, title: label };
}

/**
 * The columns a save writes: the fields with their ids (`ids`, in order), each keeping the stored
 * keys the builder does not edit; the storage settings keeping what it does not edit either (the
 * email subject's prefix).
 */
export function formColumns(body: FormBody, ids: readonly string[], before?: BuilderFormRow): FormColumns {
  const old = new Map(storedList(before?.fields).map((field) => [String(field.id), field]));
  const oldStorage = storedObject(before?.storage);
  const { mailingList: _list, ...keptStorage } = oldStorage;
  const { storage } = body;
  return {
    name: body.name,
    fields: body.fields.map((field, index) => storedField(field, ids[index], old.get(ids[index]))),
    submit_label: body.submitLabel === 'Submit' ? '' : body.submitLabel,
    submission_message: body.submissionMessage,
    success_redirect: body.successRedirect === '' ? null : body.successRedirect,
    disclaimer_message: body.disclaimerMessage,
    captcha_enabled: body.captchaEnabled,
    storage: {
      ...keptStorage,
      email: { ...storedObject(oldStorage.email), enabled: storage.emailEnabled, to: storage.emailTo },
      ...(storage.mailingListId === null
        ? {}
        : {
            mailingList: {
              mailingListId: storage.mailingListId,
              ...(storage.optInFieldId === null ? {} : { optInFieldId: storage.optInFieldId }),
            },
          }),
      webhooks: storage.webhooks,
    },
  };
}
