// The live preview beside the builder: the form as visitors will see it (labels, descriptions, inputs of each type, the submit text), and what follows a submission.
import { useId } from 'react';
import { LIKERT_LABELS } from '../../../domain/form-values.js';
import { shownParts } from '../../../domain/forms/field-names.js';
import { linesOf, type Draft, type DraftField } from './draft.js';

const INPUT_TYPES: Readonly<Record<string, string>> = {
  email: 'email',
  number: 'number',
  currency: 'text',
  website: 'url',
  password: 'password',
};

function partLabel(part: string): string {
  return part.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

/** One field's input(s), inert (the preview takes no answers to anyone). */
function PreviewInput({ field, inputId }: { field: DraftField; inputId: string }) {
  const options = linesOf(field.options.join('\n'));
  switch (field.type) {
    case 'textarea':
      return <textarea id={inputId} placeholder={field.placeholder} rows={3} readOnly />;
    case 'select':
      return (
        <select id={inputId} defaultValue="">
          <option value="">Select an option</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    case 'radio':
    case 'checkbox':
      return (
        <div className="form-preview__choices">
          {options.map((option) => (
            <label key={option}>
              <input type={field.type} name={inputId} readOnly /> {option}
            </label>
          ))}
        </div>
      );
    case 'likert':
      return (
        <div className="form-preview__choices">
          {linesOf(field.questions.join('\n')).map((question) => (
            <p key={question}>
              {question}{' '}
              <span className="form-preview__scale">({Object.values(LIKERT_LABELS).join(' · ')})</span>
            </p>
          ))}
        </div>
      );
    case 'name':
    case 'address':
    case 'phone':
    case 'date':
    case 'time':
      return (
        <div className="form-preview__parts">
          {shownParts(field.type).map((part) => (
            <label key={part}>
              <span className="form-preview__part">{partLabel(part)}</span>
              <input type="text" readOnly />
            </label>
          ))}
        </div>
      );
    default:
      return (
        <input
          id={inputId}
          type={INPUT_TYPES[field.type] ?? 'text'}
          placeholder={field.placeholder}
          maxLength={field.maxLength > 0 ? field.maxLength : undefined}
          readOnly
        />
      );
  }
}

/** The preview of `draft`, updated as it changes. */
export function FormPreview({ draft }: { draft: Draft }) {
  const base = useId();
  return (
    <section className="form-preview" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>Preview</h2>
      <div className="form-preview__form" data-testid="form-preview" inert>
        {draft.fields.length === 0 ? <p className="empty-state">Add a field to see it here.</p> : null}
        {draft.fields.map((field) => {
          const inputId = `${base}-${field.key}`;
          if (field.type === 'hidden') return null;
          if (field.type === 'section')
            return (
              <div className="form-preview__section" key={field.key}>
                <h3>{field.label}</h3>
                {field.description !== '' ? <p>{field.description}</p> : null}
              </div>
            );
          return (
            <div className="form-preview__field" key={field.key}>
              <label htmlFor={inputId} className="form-preview__label">
                {field.label}
                {field.required ? <span className="form-preview__required"> (required)</span> : null}
              </label>
              {field.description !== '' ? (
                <p className="form-preview__description">{field.description}</p>
              ) : null}
              <PreviewInput field={field} inputId={inputId} />
            </div>
          );
        })}
        {draft.disclaimerMessage !== '' ? (
          <p className="form-preview__disclaimer">{draft.disclaimerMessage}</p>
        ) : null}
        <button type="button" className="button button--primary" tabIndex={-1}>
          {draft.submitLabel.trim() || 'Submit'}
        </button>
      </div>
      <p className="form-preview__after">
        After sending:{' '}
        {draft.afterSubmit === 'redirect'
          ? `the visitor goes to ${draft.successRedirect || '…'}`
          : `“${draft.submissionMessage || 'Thank you!'}”`}
      </p>
    </section>
  );
}
