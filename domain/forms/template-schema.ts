// The form block's template schema (SPEC §7 GET /api/template/GetTemplateSchema, §3 "Form"): a form's properties, the builder's fieldsets and every field type with what it takes and submits.
import { FIELD_PARTS, FORM_FIELD_TYPES, LIKERT_LABELS, type FormFieldType } from '../form-values.js';

/** The `type` the form block asks for. */
export const FORM_TEMPLATE_TYPE = 'form';

/** SPEC §3 "Form": a form's own properties. */
export const FORM_PROPERTIES = [
  'id',
  'name',
  'fields',
  'parsedSubmissionMessage',
  'submissionHTML',
  'successRedirect',
  'parsedDisclaimerMessage',
  'captchaEnabled',
  'captchaTheme',
  'captchaAlignment',
] as const;

/** SPEC §3 "Form-builder fieldsets". */
export const FORM_BUILDER_FIELDSETS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;

/**
 * What a field submits (SPEC §3 "Form field value kinds"): `parts` a list of child values (named in
 * `parts`), `list` the checked values, `single` one chosen value, `survey` question → answer,
 * `query-or-value` the URL query parameter of its name else its own value, `none` nothing (a
 * section is skipped), `text` one text value.
 */
export type FieldValueKind = 'parts' | 'list' | 'single' | 'survey' | 'query-or-value' | 'none' | 'text';

/** The properties a field of some type may carry (as `domain/forms/form-fields.ts` reads them). */
export type FieldProperty =
  | 'id'
  | 'type'
  | 'title'
  | 'description'
  | 'required'
  | 'placeholder'
  | 'maxLength'
  | 'options'
  | 'questions'
  | 'value'
  | 'defaultCountry';

/** One field type in the schema. */
export interface FieldTypeSchema {
  type: FormFieldType;
  value: FieldValueKind;
  properties: FieldProperty[];
  /** The child values' names, in order, for `parts` fields. */
  parts?: string[];
  /** A likert survey's answers: value → label (SPEC §3). */
  answers?: Record<string, string>;
}

/** The whole answer of `GET /api/template/GetTemplateSchema?type=form`. */
export interface FormTemplateSchema {
  type: typeof FORM_TEMPLATE_TYPE;
  properties: readonly string[];
  fieldsets: readonly string[];
  fieldTypes: FieldTypeSchema[];
}

const TYPED_INPUTS: readonly FormFieldType[] = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
];

function valueKind(type: FormFieldType): FieldValueKind {
  if (Object.prototype.hasOwnProperty.call(FIELD_PARTS, type)) return 'parts';
  if (type === 'checkbox') return 'list';
  if (type === 'radio' || type === 'select') return 'single';
  if (type === 'likert') return 'survey';
  if (type === 'hidden') return 'query-or-value';
  if (type === 'section') return 'none';
  return 'text';
}

function propertiesOf(type: FormFieldType): FieldProperty[] {
  const properties: FieldProperty[] = ['id', 'type', 'title', 'description'];
  if (type !== 'section' && type !== 'hidden') properties.push('required');
  if (TYPED_INPUTS.includes(type)) properties.push('placeholder');
  if (type === 'text' || type === 'textarea') properties.push('maxLength');
  if (type === 'radio' || type === 'checkbox' || type === 'select') properties.push('options');
  if (type === 'likert') properties.push('questions');
  if (type === 'hidden') properties.push('value');
  if (type === 'address' || type === 'phone') properties.push('defaultCountry');
  return properties;
}

function fieldTypeSchema(type: FormFieldType): FieldTypeSchema {
  const schema: FieldTypeSchema = { type, value: valueKind(type), properties: propertiesOf(type) };
  if (Object.prototype.hasOwnProperty.call(FIELD_PARTS, type)) {
    schema.parts = [...FIELD_PARTS[type as keyof typeof FIELD_PARTS]];
  }
  if (type === 'likert') schema.answers = { ...LIKERT_LABELS };
  return schema;
}

/** The form block's template schema: every SPEC field type, in SPEC's order. */
export function formTemplateSchema(): FormTemplateSchema {
  return {
    type: FORM_TEMPLATE_TYPE,
    properties: FORM_PROPERTIES,
    fieldsets: FORM_BUILDER_FIELDSETS,
    fieldTypes: FORM_FIELD_TYPES.map(fieldTypeSchema),
  };
}

/** The schema of a template `type`, or undefined for a type that has none (only the form block does). */
export function templateSchema(type: string): FormTemplateSchema | undefined {
  return type === FORM_TEMPLATE_TYPE ? formTemplateSchema() : undefined;
}
