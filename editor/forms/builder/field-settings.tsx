// A field's settings: label, type, description, placeholder, required, options or questions, character limit, hidden value, country.
import type { FormFieldType } from '../../../domain/form-values.js';
import { CheckboxField, SelectField, TextArea, TextField } from '../../ui/field.js';
import { FIELD_TYPE_LABELS, TAKES, type DraftField } from './draft.js';

const TYPE_OPTIONS = Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** Props of {@link FieldSettings}. */
export interface FieldSettingsProps {
  field: DraftField;
  onChange: (patch: Partial<DraftField>) => void;
  errors: Readonly<Record<string, string>>;
  /** The label takes focus (a field just added). */
  autoFocus: boolean;
}

/** The settings of one field; each part shown only for the types that have it. */
export function FieldSettings({ field, onChange, errors, autoFocus }: FieldSettingsProps) {
  const { type } = field;
  return (
    <div className="field-settings">
      <TextField
        label="Label"
        value={field.label}
        onChange={(label) => onChange({ label })}
        error={errors.label}
        required
        maxLength={200}
        autoFocus={autoFocus}
      />
      <SelectField
        label="Type"
        value={type}
        options={TYPE_OPTIONS}
        onChange={(next) => {
          const nextType = next as FormFieldType;
          const starter =
            TAKES.options(nextType) && field.options.length === 0 ? ['Option 1', 'Option 2'] : undefined;
          onChange({ type: nextType, ...(starter === undefined ? {} : { options: starter }) });
        }}
        error={errors.type}
      />
      <TextArea
        label="Description"
        description="Shown under the label."
        value={field.description}
        onChange={(description) => onChange({ description })}
        error={errors.description}
        rows={2}
      />
      {TAKES.placeholder(type) ? (
        <TextField
          label="Placeholder"
          value={field.placeholder}
          onChange={(placeholder) => onChange({ placeholder })}
          error={errors.placeholder}
        />
      ) : null}
      {TAKES.required(type) ? (
        <CheckboxField
          label="Required"
          checked={field.required}
          onChange={(required) => onChange({ required })}
        />
      ) : null}
      {TAKES.options(type) ? (
        <TextArea
          label="Options"
          description="One per line."
          value={field.options.join('\n')}
          onChange={(text) => onChange({ options: text.split('\n') })}
          error={errors.options}
          rows={4}
        />
      ) : null}
      {TAKES.questions(type) ? (
        <TextArea
          label="Questions"
          description="One per line; each is answered from Strongly Disagree to Strongly Agree."
          value={field.questions.join('\n')}
          onChange={(text) => onChange({ questions: text.split('\n') })}
          error={errors.questions}
          rows={4}
        />
      ) : null}
      {TAKES.maxLength(type) ? (
        <TextField
          label="Character limit"
          description="The most characters an answer may have; 0 for no limit."
          type="number"
          min={0}
          max={100000}
          step={1}
          value={String(field.maxLength)}
          onChange={(text) => onChange({ maxLength: Math.max(0, Math.trunc(Number(text) || 0)) })}
          error={errors.maxLength}
        />
      ) : null}
      {TAKES.value(type) ? (
        <TextField
          label="Value"
          description="Sent with each submission, unless the page's address has a query parameter named after the field's id."
          value={field.value}
          onChange={(value) => onChange({ value })}
          error={errors.value}
        />
      ) : null}
      {TAKES.country(type) ? (
        <TextField
          label="Default country"
          description="Two letters (US, GB…); empty for none."
          value={field.defaultCountry}
          maxLength={2}
          onChange={(text) => onChange({ defaultCountry: text.toUpperCase() })}
          error={errors.defaultCountry}
        />
      ) : null}
    </div>
  );
}
