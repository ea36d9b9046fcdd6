// The inputs of each form field type (SPEC §3 "Form"), rendered the same on the server and in the browser.
import { useState, type ReactElement, type ReactNode } from 'react';
import { addressConfigFor, CHECKOUT_COUNTRIES } from '../../domain/addresses/countries.js';
import { LIKERT_LABELS, type FieldValue, type LikertAnswer } from '../../domain/form-values.js';
import { likertInputName, partInputName, shownParts } from '../../domain/forms/field-names.js';
import type { FormFieldSpec } from '../../domain/forms/form-fields.js';
import { characterCounter } from '../../domain/forms/validation.js';

/** How a text-like field type is entered. */
const SINGLE_INPUTS: Readonly<
  Record<string, { type: string; inputMode?: 'decimal'; autoComplete?: string }>
> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  currency: { type: 'text', inputMode: 'decimal' },
  number: { type: 'number' },
  website: { type: 'url', autoComplete: 'url' },
  password: { type: 'password', autoComplete: 'off' },
  twitter: { type: 'text' },
};

const PART_LABELS: Readonly<Record<string, string>> = {
  Line1: 'Address Line 1',
  Line2: 'Address Line 2',
  City: 'City',
  State: 'State/Province',
  Zip: 'Zip/Postal Code',
  Country: 'Country',
  First: 'First Name',
  Last: 'Last Name',
  Month: 'Month',
  Day: 'Day',
  Year: 'Year',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM/PM',
  Areacode: 'Area Code',
  Prefix: 'Prefix',
  Line: 'Line',
};

const PART_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  Line1: 'address-line1',
  Line2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country',
  First: 'given-name',
  Last: 'family-name',
};

const OPTIONAL_PARTS = new Set(['Line2', 'Second']);
const LIKERT_VALUES: readonly LikertAnswer[] = ['-2', '-1', '0', '1', '2'];

/** What every field control gets. */
export interface FieldControlProps {
  field: FormFieldSpec;
  /** The field's element id: `<formId>-<fieldId>`. */
  inputId: string;
  /** The answer to show at first (after a plain post that failed), if any. */
  initial: FieldValue | undefined;
  hiddenValue: string;
  /** The id of the field's error text, when it has one. */
  errorId: string | undefined;
  /** Native `required` checks, for browsers without JavaScript. */
  nativeChecks: boolean;
  /** Give a textarea the browser's maxlength (SPEC §5: the vanilla-form-handler flag). */
  textareaMaxLength: boolean;
  /** Called with the field id whenever the visitor changes an answer. */
  onEdit(fieldId: string): void;
}

function initialText(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function initialList(value: FieldValue | undefined): readonly string[] {
  return Array.isArray(value) ? value : [];
}

function describedBy(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter((id): id is string => id !== undefined).join(' ');
  return joined === '' ? undefined : joined;
}

function Title({ field }: { field: FormFieldSpec }): ReactNode {
  return (
    <>
      {field.title}
      {field.required && <span className="field__required"> (required)</span>}
    </>
  );
}

function Description({ field, id }: { field: FormFieldSpec; id: string }): ReactNode {
  return field.description === '' ? null : (
    <p className="field__description" id={id}>
      {field.description}
    </p>
  );
}

/** A text, email, currency, number, website, password or twitter field, or a textarea; with a counter when it has a limit. */
function TextControl(props: FieldControlProps & { multiline: boolean }): ReactElement {
  const { field, inputId, errorId, nativeChecks, onEdit } = props;
  const [text, setText] = useState(field.type === 'password' ? '' : initialText(props.initial));
  const counter = characterCounter(text, field.maxLength);
  const descriptionId = field.description === '' ? undefined : `${inputId}-description`;
  const counterId = counter === undefined ? undefined : `${inputId}-counter`;
  const common = {
    id: inputId,
    name: field.id,
    value: text,
    placeholder: field.placeholder === '' ? undefined : field.placeholder,
    required: nativeChecks && field.required ? true : undefined,
    'aria-invalid': errorId === undefined ? undefined : true,
    'aria-describedby': describedBy(errorId, descriptionId, counterId),
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      onEdit(field.id);
    },
  };
  const single = SINGLE_INPUTS[field.type] ?? SINGLE_INPUTS.text;
  return (
    <div className={`field field--${field.type}`}>
      <label className="field__label" htmlFor={inputId}>
        <Title field={field} />
      </label>
      <Description field={field} id={`${inputId}-description`} />
      {props.multiline ? (
        <textarea
          className="input textarea"
          rows={6}
          maxLength={props.textareaMaxLength && field.maxLength > 0 ? field.maxLength : undefined}
          {...common}
        />
      ) : (
        <div className="field__control">
          {field.type === 'twitter' && (
            <span className="field__prefix" aria-hidden="true">
              @
            </span>
          )}
          <input
            className="input"
            type={single.type}
            inputMode={single.inputMode}
            autoComplete={single.autoComplete}
            {...common}
          />
        </div>
      )}
      {counter !== undefined && (
        <p className={`field__counter${counter.over ? ' field__counter--over' : ''}`} id={counterId}>
          {counter.text}
        </p>
      )}
    </div>
  );
}

/** A name, address, date, time or phone field: one labelled input per part (an address's country a list). */
function PartsControl(props: FieldControlProps): ReactElement {
  const { field, inputId, errorId, nativeChecks, onEdit } = props;
  const parts = shownParts(field.type);
  const initial = initialList(props.initial);
  const offset = field.type === 'phone' ? 1 : 0;
  const [country, setCountry] = useState(initial[5] || field.defaultCountry);
  const config = addressConfigFor(country);
  const label = (part: string): string =>
    field.type !== 'address'
      ? (PART_LABELS[part] ?? part)
      : part === 'State'
        ? config.subdivisionLabel || PART_LABELS.State
        : part === 'Zip'
          ? config.postalCodeLabel || PART_LABELS.Zip
          : (PART_LABELS[part] ?? part);
  return (
    <fieldset
      className={`field field--${field.type} field--parts`}
      aria-invalid={errorId === undefined ? undefined : true}
      aria-describedby={errorId}
    >
      <legend className="field__label">
        <Title field={field} />
      </legend>
      <Description field={field} id={`${inputId}-description`} />
      <div className="field__parts">
        {parts.map((part, index) => {
          const id = `${inputId}-${part.toLowerCase()}`;
          const required = nativeChecks && field.required && !OPTIONAL_PARTS.has(part) ? true : undefined;
          const value = initial[index + offset] ?? '';
          return (
            <div className="field__part" key={part}>
              <label className="field__sublabel" htmlFor={id}>
                {label(part)}
              </label>
              {field.type === 'address' && part === 'Country' ? (
                <select
                  className="select"
                  id={id}
                  name={partInputName(field.id, part)}
                  value={country}
                  required={required}
                  autoComplete="country"
                  onChange={(event) => {
                    setCountry(event.target.value);
                    onEdit(field.id);
                  }}
                >
                  <option value="">Select a country</option>
                  {CHECKOUT_COUNTRIES.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className="input"
                  id={id}
                  name={partInputName(field.id, part)}
                  type="text"
                  defaultValue={value}
                  autoComplete={PART_AUTOCOMPLETE[part] ?? 'off'}
                  required={required}
                  onChange={() => onEdit(field.id)}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A radio group or checkbox group. */
function ChoicesControl(props: FieldControlProps): ReactElement {
  const { field, inputId, errorId, nativeChecks, onEdit } = props;
  const chosen = typeof props.initial === 'string' ? [props.initial] : initialList(props.initial);
  const type = field.type === 'radio' ? 'radio' : 'checkbox';
  return (
    <fieldset
      className={`field field--${type}`}
      aria-invalid={errorId === undefined ? undefined : true}
      aria-describedby={errorId}
    >
      <legend className="field__label">
        <Title field={field} />
      </legend>
      <Description field={field} id={`${inputId}-description`} />
      {field.options.map((option, index) => {
        const id = `${inputId}-${index + 1}`;
        return (
          <div className="field__choice" key={option}>
            <input
              id={id}
              type={type}
              name={field.id}
              value={option}
              defaultChecked={chosen.includes(option)}
              required={nativeChecks && field.required && type === 'radio' ? true : undefined}
              onChange={() => onEdit(field.id)}
            />
            <label htmlFor={id}>{option}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

function SelectControl(props: FieldControlProps): ReactElement {
  const { field, inputId, errorId, nativeChecks, onEdit } = props;
  return (
    <div className="field field--select">
      <label className="field__label" htmlFor={inputId}>
        <Title field={field} />
      </label>
      <Description field={field} id={`${inputId}-description`} />
      <select
        className="select"
        id={inputId}
        name={field.id}
        defaultValue={initialText(props.initial)}
        required={nativeChecks && field.required ? true : undefined}
        aria-invalid={errorId === undefined ? undefined : true}
        aria-describedby={describedBy(
          errorId,
          field.description === '' ? undefined : `${inputId}-description`,
        )}
        onChange={() => onEdit(field.id)}
      >
        <option value="">Select an option</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function LikertControl(props: FieldControlProps): ReactElement {
  const { field, inputId, errorId, onEdit } = props;
  const answers =
    typeof props.initial === 'object' && !Array.isArray(props.initial)
      ? (props.initial as Readonly<Record<string, string>>)
      : {};
  return (
    <fieldset
      className="field field--likert"
      aria-invalid={errorId === undefined ? undefined : true}
      aria-describedby={errorId}
    >
      <legend className="field__label">
        <Title field={field} />
      </legend>
      <Description field={field} id={`${inputId}-description`} />
      {field.questions.map((question, q) => (
        <fieldset className="likert__question" key={question}>
          <legend className="likert__text">{question}</legend>
          <div className="likert__answers">
            {LIKERT_VALUES.map((value) => {
              const id = `${inputId}-${q + 1}-${value}`;
              return (
                <label className="likert__answer" htmlFor={id} key={value}>
                  <input
                    id={id}
                    type="radio"
                    name={likertInputName(field.id, q)}
                    value={value}
                    defaultChecked={answers[question] === value}
                    onChange={() => onEdit(field.id)}
                  />{' '}
                  <span>{LIKERT_LABELS[value]}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

/** The inputs of one field, by its type; a section is a heading, a hidden field a hidden input. */
export function FieldControl(props: FieldControlProps): ReactElement {
  const { field } = props;
  switch (field.type) {
    case 'section':
      return (
        <div className="form-section">
          <h3 className="form-section__title">{field.title}</h3>
          {field.description !== '' && <p className="form-section__description">{field.description}</p>}
        </div>
      );
    case 'hidden':
      return <input type="hidden" name={field.id} defaultValue={props.hiddenValue} />;
    case 'textarea':
      return <TextControl {...props} multiline />;
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return <PartsControl {...props} />;
    case 'radio':
    case 'checkbox':
      return <ChoicesControl {...props} />;
    case 'select':
      return <SelectControl {...props} />;
    case 'likert':
      return <LikertControl {...props} />;
    default:
      return <TextControl {...props} multiline={false} />;
  }
}
