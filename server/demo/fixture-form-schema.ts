// Zod schema of forms.json: site forms and additional-fields forms, with SPEC §3's 19 field types.
import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../../domain/form-values.js';
import { currencyCode, jsonObject, slug } from './fixture-common.js';

/** SPEC §3 form field types, in the form builder's order: the one list in domain/. */
export const FIELD_TYPES = FORM_FIELD_TYPES;

/** A form field type. */
export type FieldType = (typeof FIELD_TYPES)[number];

const WITH_OPTIONS = new Set<FieldType>(['radio', 'checkbox', 'select']);
const WITH_MAX_LENGTH = new Set<FieldType>(['text', 'textarea']);
const NEVER_REQUIRED = new Set<FieldType>(['section', 'hidden']);

const field = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case words joined by "-".'),
    type: z.enum(FIELD_TYPES),
    title: z.string().min(1),
    description: z.string().optional(),
    required: z.boolean(),
    placeholder: z.string().optional(),
    maxLength: z.int().positive().optional(),
    options: z.array(z.string().min(1)).min(2).optional(),
    questions: z.array(z.string().min(1)).min(1).optional(),
    value: z.string().optional(),
    currencyCode: currencyCode.optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    defaultCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (WITH_OPTIONS.has(item.type) !== (item.options !== undefined)) {
      problem('options', `Radio, checkbox and select fields list options; a ${item.type} field does not.`);
    }
    if ((item.type === 'likert') !== (item.questions !== undefined)) {
      problem('questions', `Only likert fields list questions.`);
    }
    if (item.maxLength !== undefined && !WITH_MAX_LENGTH.has(item.type)) {
      problem('maxLength', 'Only text and textarea fields have a maximum length.');
    }
    if (item.value !== undefined && item.type !== 'hidden')
      problem('value', 'Only hidden fields carry a value.');
    if (item.currencyCode !== undefined && item.type !== 'currency') {
      problem('currencyCode', 'Only currency fields have a currency.');
    }
    if (item.required && NEVER_REQUIRED.has(item.type))
      problem('required', `A ${item.type} field cannot be required.`);
  });

/** One form field as parsed. */
export type FormField = z.infer<typeof field>;

/** forms.json. */
export const formsFile = z.array(
  z
    .object({
      key: slug,
      name: z.string().min(1),
      fields: z.array(field).min(1),
      submissionMessage: z.string(),
      submissionHtml: z.string(),
      successRedirect: z.string().nullable(),
      disclaimerMessage: z.string(),
      captchaEnabled: z.boolean(),
      captchaTheme: z.enum(['light', 'dark']),
      captchaAlignment: z.enum(['left', 'center', 'right']),
      storage: jsonObject,
    })
    .strict()
    .superRefine((form, ctx) => {
      const seen = new Set<string>();
      form.fields.forEach((item, index) => {
        if (seen.has(item.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', index, 'id'],
            message: `Field id "${item.id}" is used twice.`,
          });
        }
        seen.add(item.id);
      });
    }),
);
