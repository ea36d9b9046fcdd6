// The file field of a CSV import (a new dataset, or a dataset's rows replaced): its label, help, and the refusal tied to it.
import type { ReactNode, RefObject } from 'react';

/** Props of {@link CsvFileField}. */
export interface CsvFileFieldProps {
  /** The ids of the field's parts start with it (`useId()` of the form). */
  id: string;
  label: string;
  help: ReactNode;
  /** The refusal of the last try, shown under the field. */
  error?: string;
  fileInput: RefObject<HTMLInputElement | null>;
  /** A new file chosen (the last refusal no longer holds). */
  onChange: () => void;
}

/** A labelled CSV file input with its help and error, for screen readers too. */
export function CsvFileField({ id, label, help, error, fileInput, onChange }: CsvFileFieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-file`}>
        {label}
      </label>
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={onChange}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <p className="field__help" id={`${id}-help`}>
        {help}
      </p>
    </div>
  );
}
