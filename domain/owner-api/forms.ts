// The form builder's calls (`/api/owner/forms…`): a form's fields, texts and destinations as the owner writes them, and the answers.
import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../form-values.js';
import { isEmail } from '../forms/validation.js';
import {
  FORM_BUILDER_MESSAGES as M,
  CHOICE_FIELD_TYPES,
  MAX_FORM_FIELDS,
} from '../forms/form-builder-rules.js';

/** A field id: letters, digits, `-` and `_` (it names inputs on the page). */
const fieldIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, M.badFieldId);

const shortText = (max: number) => z.string().trim().max(max, M.tooLong(max));

const choiceList = z.array(shortText(200).min(1, M.emptyOption)).max(50, M.tooManyOptions);

/** One field as the builder writes it; `id` only for a field the form already has (new ones get one). */
export const formFieldInputSchema = z
  .object({
    id: fieldIdSchema.optional(),
    type: z.enum(FORM_FIELD_TYPES, { error: M.unknownType }),
    label: z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(200, M.tooLong(200)),
    description: shortText(1000).default(''),
    placeholder: shortText(200).default(''),
    required: z.boolean().default(false),
    options: choiceList.default([]),
    questions: choiceList.default([]),
    /** The most characters a text or long-text answer may have; 0 for no limit. */
    maxLength: z.number().int().min(0).max(100_000).default(0),
    /** A hidden field's own value. */
    value: shortText(500).default(''),
    defaultCountry: z
      .string()
      .regex(/^([A-Z]{2})?$/, M.badCountry)
      .default(''),
  })
  .superRefine((field, ctx) => {
    if (CHOICE_FIELD_TYPES.includes(field.type) && field.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
    if (field.type === 'likert' && field.questions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: M.questionsRequired });
  });

/** A field as the builder writes it (after defaults). */
export type FormFieldInput = z.output<typeof formFieldInputSchema>;

/** Where a form's submissions go besides being stored (the builder's storage fieldset). */
export const formStorageSchema = z.object({
  /** Email each submission; to nobody named: the website's administrators. */
  emailEnabled: z.boolean().default(true),
  emailTo: z.array(z.string().trim().refine(isEmail, M.badEmail)).max(10, M.tooManyRecipients).default([]),
  /** A built-in mailing list the submitter joins (when the form has an email field); null for none. */
  mailingListId: z.string().max(100).nullable().default(null),
  /** A field that must be answered (an opt-in checkbox) for the submitter to join. */
  optInFieldId: fieldIdSchema.nullable().default(null),
  /** Send `form.submitted` to the website's webhooks. */
  webhooks: z.boolean().default(true),
});

/** Where a form's submissions go. */
export type FormStorageInput = z.output<typeof formStorageSchema>;

/** `POST /api/owner/forms` and `PUT /api/owner/forms/{id}`. */
export const formBodySchema = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, M.tooLong(200)),
    fields: z.array(formFieldInputSchema).max(MAX_FORM_FIELDS, M.tooManyFields),
    submitLabel: shortText(60).default('Submit'),
    /** What the visitor reads after sending, when the form does not redirect. */
    submissionMessage: shortText(5000).default(''),
    /** Where the visitor goes after sending: a path on the site or an http(s) address; '' for none. */
    successRedirect: z
      .string()
      .trim()
      .max(2000, M.tooLong(2000))
      .regex(/^(|\/(?!\/)\S*|https?:\/\/\S+)$/, M.badRedirect)
      .default(''),
    disclaimerMessage: shortText(5000).default(''),
    captchaEnabled: z.boolean().default(false),
    storage: formStorageSchema.default({
      emailEnabled: true,
      emailTo: [],
      mailingListId: null,
      optInFieldId: null,
      webhooks: true,
    }),
    /** Saying yes to the warning: fields may be removed from a form a page shows. */
    confirmRemoveFields: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (field.id === undefined) return;
      if (seen.has(field.id))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'id'], message: M.repeatedId });
      seen.add(field.id);
    });
  });

/** A form body after defaults. */
export type FormBody = z.output<typeof formBodySchema>;

const storedFieldSchema = z.object({
  id: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  description: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  questions: z.array(z.string()),
  maxLength: z.number(),
  value: z.string(),
  defaultCountry: z.string(),
});

/** Where a form is used: a page's Form block, or a product's additional-fields form. */
export const formUseSchema = z.object({
  kind: z.enum(['page', 'product']),
  id: z.string(),
  title: z.string(),
});

/** One form as the builder reads it. */
export const formDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(storedFieldSchema),
  submitLabel: z.string(),
  submissionMessage: z.string(),
  successRedirect: z.string(),
  disclaimerMessage: z.string(),
  captchaEnabled: z.boolean(),
  storage: z.object({
    emailEnabled: z.boolean(),
    emailTo: z.array(z.string()),
    mailingListId: z.string().nullable(),
    optInFieldId: z.string().nullable(),
    webhooks: z.boolean(),
  }),
  usedOn: z.array(formUseSchema),
  submissionCount: z.number().int(),
  /** Send it back in If-Match with the next save. */
  version: z.number().int(),
  updatedAt: z.string(),
});

/** A form as the builder reads it. */
export type FormDefinition = z.output<typeof formDefinitionSchema>;

/** `GET`, `POST`, `PUT /api/owner/forms…`: `{ form }`. */
export const formReplySchema = z.object({ form: formDefinitionSchema });

/** The id in `/forms/{id}`. */
export const formParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** `GET /api/owner/form-destinations`: the mailing lists a form may add its submitters to, and how many webhooks hear of a submission. */
export const formDestinationsSchema = z.object({
  mailingLists: z.array(z.object({ id: z.string(), name: z.string() })),
  webhooks: z.number().int(),
});

/** The 409 of a save that would remove fields from a form in use, or a delete of one. */
export const formInUseErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  usedOn: z.array(formUseSchema),
  removedFields: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
});
