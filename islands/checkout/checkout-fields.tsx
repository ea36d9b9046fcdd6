// The checkout's labelled fields: each with its message tied by aria-describedby, and the per-country address block.
import type { ChangeEvent, FocusEvent, ReactElement, ReactNode } from 'react';
import {
  addressConfigFor,
  CHECKOUT_COUNTRIES,
  type AddressField,
  type PostalAddress,
} from '../../domain/addresses/index.js';
import type { CheckoutErrors, CheckoutField } from './checkout-props.js';

/** The id of a field's input: stable, so labels, messages and browser tests can find it. */
export function inputId(field: string): string {
  return `checkout-${field}`;
}

/** The id of a field's message. */
export function errorId(field: string): string {
  return `checkout-${field}-error`;
}

function describedBy(field: string, message: string | undefined, hint?: string): string | undefined {
  const ids = [message === undefined ? undefined : errorId(field), hint].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's message, or nothing. */
export function FieldMessage({ field, message }: { field: string; message?: string }): ReactElement | null {
  if (message === undefined) return null;
  return (
    <p className="field__error checkout__field-error" id={errorId(field)}>
      {message}
    </p>
  );
}

/** What a text field needs. */
interface TextFieldProps {
  readonly field: CheckoutField;
  readonly label: string;
  readonly value: string;
  readonly message?: string;
  readonly onChange: (field: CheckoutField, value: string) => void;
  readonly onBlur?: (field: CheckoutField, value: string) => void;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  readonly required?: boolean;
  readonly optional?: boolean;
  readonly placeholder?: string;
  readonly hintId?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A labelled text input whose message is announced with it. */
export function TextField(props: TextFieldProps): ReactElement {
  const { field, message } = props;
  return (
    <div
      className={`field checkout__field checkout__field--${field}${props.className ? ` ${props.className}` : ''}`}
    >
      <label className="field__label" htmlFor={inputId(field)}>
        {props.label}
        {props.optional ? <span className="field__required"> (optional)</span> : null}
      </label>
      <input
        className="input"
        id={inputId(field)}
        name={field}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        aria-required={props.required ? 'true' : undefined}
        aria-invalid={message === undefined ? undefined : 'true'}
        aria-describedby={describedBy(field, message, props.hintId)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(field, event.target.value)}
        onBlur={(event: FocusEvent<HTMLInputElement>) => props.onBlur?.(field, event.target.value)}
      />
      {props.children}
      <FieldMessage field={field} message={message} />
    </div>
  );
}

/** What a select needs. */
interface SelectFieldProps {
  readonly field: CheckoutField;
  readonly label: string;
  readonly value: string;
  readonly message?: string;
  readonly options: readonly { readonly code: string; readonly name: string }[];
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly onChange: (field: CheckoutField, value: string) => void;
}

/** A labelled select, with an empty first choice when `placeholder` is given. */
export function SelectField(props: SelectFieldProps): ReactElement {
  const { field, message } = props;
  return (
    <div className={`field checkout__field checkout__field--${field}`}>
      <label className="field__label" htmlFor={inputId(field)}>
        {props.label}
      </label>
      <select
        className="select"
        id={inputId(field)}
        name={field}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-required={props.required ? 'true' : undefined}
        aria-invalid={message === undefined ? undefined : 'true'}
        aria-describedby={describedBy(field, message)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(field, event.target.value)}
      >
        {props.placeholder === undefined ? null : <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldMessage field={field} message={message} />
    </div>
  );
}

/** What the address block needs. */
export interface AddressFieldsProps {
  readonly address: PostalAddress;
  readonly errors: CheckoutErrors;
  readonly onChange: (field: CheckoutField, value: string) => void;
  readonly onBlur: (field: CheckoutField, value: string) => void;
}

/**
 * The shipping address, asked the way its country asks (SPEC §3): the subdivision's label and list
 * (a text field where the country has no list), the postal code's label and an example.
 */
export function AddressFields({ address, errors, onChange, onBlur }: AddressFieldsProps): ReactElement {
  const config = addressConfigFor(address.country);
  const example = config.postalCodeExamples[0];
  const bind = (field: AddressField) => ({
    field,
    value: address[field],
    message: errors[field],
    onChange,
  });
  return (
    <div className="checkout__address">
      <div className="checkout__row">
        <TextField {...bind('firstName')} label="First name" autoComplete="shipping given-name" required />
        <TextField {...bind('lastName')} label="Last name" autoComplete="shipping family-name" required />
      </div>
      <TextField {...bind('address1')} label="Address" autoComplete="shipping address-line1" required />
      <TextField
        {...bind('address2')}
        label="Apartment, suite, etc."
        optional
        autoComplete="shipping address-line2"
      />
      <TextField {...bind('city')} label="City" autoComplete="shipping address-level2" required />
      <SelectField
        {...bind('country')}
        label="Country"
        options={CHECKOUT_COUNTRIES}
        placeholder="Select a country"
        autoComplete="shipping country"
        required
      />
      <div className="checkout__row">
        {config.regions.length > 0 ? (
          <SelectField
            {...bind('region')}
            label={config.subdivisionLabel}
            options={config.regions}
            placeholder={`Select a ${config.subdivisionLabel.toLowerCase()}`}
            autoComplete="shipping address-level1"
            required={config.regionRequired}
          />
        ) : (
          <TextField
            {...bind('region')}
            label={config.subdivisionLabel}
            optional
            autoComplete="shipping address-level1"
            onBlur={onBlur}
          />
        )}
        <TextField
          {...bind('postalCode')}
          label={config.postalCodeLabel}
          optional={!config.postalCodeRequired}
          autoComplete="shipping postal-code"
          required={config.postalCodeRequired}
          placeholder={example === undefined ? undefined : `e.g. ${example}`}
          onBlur={onBlur}
        />
      </div>
      <TextField
        {...bind('phone')}
        label="Phone"
        optional
        type="tel"
        autoComplete="shipping tel"
        inputMode="tel"
      />
    </div>
  );
}
