// Labelled form fields with their error and help text tied to the input (label, aria-invalid, aria-describedby).
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  children: (ids: { input: string; describedBy: string | undefined }) => ReactNode;
  className?: string;
}

function FieldFrame({ label, error, description, children, className }: FieldFrameProps) {
  const id = useId();
  const input = `${id}-input`;
  const help = description === undefined ? undefined : `${id}-help`;
  const problem = error ? `${id}-error` : undefined;
  const describedBy = [problem, help].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={input}>
        {label}
      </label>
      {children({ input, describedBy })}
      {error ? (
        <p className="field__error" id={problem}>
          {error}
        </p>
      ) : null}
      {description !== undefined ? (
        <p className="field__help" id={help}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link TextField}: an input's own, plus its label, error and help. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: ReactNode;
}

/** A labelled single-line input. */
export function TextField({ label, error, description, onChange, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} description={description} className={className}>
      {({ input: id, describedBy }) => (
        <input
          {...input}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: ReactNode;
}

/** A labelled multi-line input. */
export function TextArea({ label, error, description, onChange, className, ...area }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} description={description} className={className}>
      {({ input: id, describedBy }) => (
        <textarea
          {...area}
          id={id}
          className="field__input field__input--area"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** A labelled native select (keyboard and screen readers know it best). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  description,
  disabled,
  name,
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} description={description}>
      {({ input: id, describedBy }) => (
        <select
          id={id}
          name={name}
          className="field__input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, checked, onChange, description, disabled, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={description === undefined ? undefined : `${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {description !== undefined ? (
        <p className="field__help" id={`${id}-help`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
