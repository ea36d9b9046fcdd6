// The form block island (SPEC §4 "Form submission handler", §5, §8): client checks, per-field errors, submitting, success.
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { answersFromInputs } from '../../domain/forms/field-names.js';
import { FORM_MESSAGES, SUBMITTING_LABEL } from '../../domain/forms/messages.js';
import { readSubmittedValues, validateForm } from '../../domain/forms/validation.js';
import { useIslandServices } from '../context.js';
import type { IslandDefinition } from '../island-definition.js';
import { FieldControl } from './field-controls.js';
import { FormCaptcha } from './form-captcha.js';
import { formElementId, formIslandProps, type FormIslandProps } from './form-props.js';
import { submitForm } from './submit-flow.js';

type Phase = 'idle' | 'submitting' | 'success';

/** The path a plain post of the form goes to (JavaScript off). */
export function plainPostPath(formId: string): string {
  return `/forms/${encodeURIComponent(formId)}`;
}

function readInputs(form: HTMLFormElement): (name: string) => string[] {
  const data = new FormData(form);
  return (name) => data.getAll(name).filter((value): value is string => typeof value === 'string');
}

/** A hidden field's answer as a failed plain post sent it, so it survives the page shown again. */
function hiddenAnswer(props: FormIslandProps, fieldId: string): string | undefined {
  const value = props.state.values[fieldId];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** What a field's first control can be: never a hidden input or a disabled one. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * After a failed submit, scrolls to the first field in error (in the form's order) and focuses its
 * first control, so keyboard and screen-reader users land on the problem; its message, above the
 * control and named by its `aria-describedby`, is read with it.
 */
function focusFirstError(
  form: HTMLFormElement,
  fields: FormIslandProps['fields'],
  errors: Readonly<Record<string, string>>,
): void {
  const first = fields.find((field) => errors[field.id] !== undefined);
  if (first === undefined) return;
  const wrapper = Array.from(form.querySelectorAll<HTMLElement>('[data-field-id]')).find(
    (element) => element.dataset.fieldId === first.id,
  );
  const control = wrapper?.querySelector<HTMLElement>(FOCUSABLE);
  if (wrapper === undefined || control == null) return;
  wrapper.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

function Success({ props }: { props: FormIslandProps }): ReactElement {
  return props.submissionHtml !== '' ? (
    <div
      className="form-block__success rich-text"
      role="status"
      dangerouslySetInnerHTML={{ __html: props.submissionHtml }}
    />
  ) : (
    <div className="form-block__success" role="status">
      <p>{props.submissionMessage || 'Thank you!'}</p>
    </div>
  );
}

/**
 * A form block: every field, the disclaimer, the captcha and the button, inside a real form that
 * posts to `/forms/<id>` without JavaScript. With it, a submit is checked with the domain's rules
 * first (each invalid field flagged above itself, the two summary messages of SPEC §8 shown for
 * forms that are not newsletters), then sent: 'Submitting…' with the form locked and repeat
 * submits ignored; on success the form is hidden and the submission message (or the owner's HTML)
 * shown, or the visitor is sent to the success address; on failure the errors are shown, the form
 * unlocked and the captcha reset.
 */
export function FormBlock(props: FormIslandProps): ReactElement {
  const { api } = useIslandServices();
  const [phase, setPhase] = useState<Phase>(props.submitted ? 'success' : 'idle');
  const [errors, setErrors] = useState<Record<string, string>>({ ...props.state.errors });
  const [message, setMessage] = useState(props.state.message);
  const [hydrated, setHydrated] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const captchaKey = useRef<string | undefined>(undefined);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Set by a failed submit: the first field in error is brought into view and focused once rendered. */
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (focusRequest === 0 || formRef.current === null) return;
    focusFirstError(formRef.current, props.fields, errors);
    // Only a new failed submit moves the focus, not the visitor's corrections (which change `errors`).
  }, [focusRequest]);

  const elementId = formElementId(props.id);
  const hasErrors = Object.keys(errors).length > 0;
  const summary = hasErrors && !props.newsletter;

  function recheck(fieldId: string): void {
    if (errors[fieldId] === undefined || formRef.current === null) return;
    const read = readSubmittedValues(
      props.fields,
      answersFromInputs(props.fields, readInputs(formRef.current)),
    );
    if (read.ok) setErrors(validateForm(props.fields, read.values));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const answers = answersFromInputs(props.fields, readInputs(event.currentTarget));
    // A submit button marked `formnovalidate` sends this submission unchecked (SPEC §5).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const validate = !(
      (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
      submitter.formNoValidate
    );
    setPhase('submitting');
    setMessage('');
    const outcome = await submitForm(api, {
      formId: props.id,
      fields: props.fields,
      answers,
      captchaEnabled: props.captcha.enabled,
      captchaKey: captchaKey.current,
      pageUrl: `${window.location.pathname}${window.location.search}`,
      validate,
    });
    busy.current = false;
    if (outcome.kind === 'success') {
      if (props.successRedirect !== '') {
        window.location.assign(props.successRedirect);
        return;
      }
      setErrors({});
      setPhase('success');
      return;
    }
    setErrors(outcome.errors);
    setMessage(outcome.message);
    setPhase('idle');
    if (Object.keys(outcome.errors).length > 0) setFocusRequest((count) => count + 1);
    captchaKey.current = undefined;
    setCaptchaReset((count) => count + 1);
  }

  if (phase === 'success') return <Success props={props} />;
  const submitting = phase === 'submitting';
  return (
    <form
      className={`form${submitting ? ' form--submitting' : ''}`}
      id={elementId}
      method="post"
      action={plainPostPath(props.id)}
      noValidate={hydrated}
      aria-busy={submitting}
      onSubmit={(event) => void onSubmit(event)}
      ref={formRef}
    >
      {summary && (
        <p className="form__summary form__summary--top" role="alert">
          {FORM_MESSAGES.problemBelow}
        </p>
      )}
      <fieldset className="form__fields" disabled={submitting}>
        <legend className="visually-hidden">{props.name || 'Form'}</legend>
        {props.fields.map((field) => {
          const inputId = `${props.id}-${field.id}`;
          const error = errors[field.id];
          const errorId = error === undefined ? undefined : `${inputId}-error`;
          return (
            <div className="form__field" key={field.id} data-field-id={field.id}>
              {error !== undefined && (
                <p className="field__error" id={errorId}>
                  {error}
                </p>
              )}
              <FieldControl
                field={field}
                inputId={inputId}
                initial={props.state.values[field.id]}
                hiddenValue={hiddenAnswer(props, field.id) ?? props.hiddenValues[field.id] ?? field.value}
                errorId={errorId}
                nativeChecks={!hydrated}
                textareaMaxLength={props.textareaMaxLength}
                onEdit={recheck}
              />
            </div>
          );
        })}
        {props.captcha.enabled && (
          <FormCaptcha
            theme={props.captcha.theme}
            alignment={props.captcha.alignment}
            reset={captchaReset}
            onAnswer={(answer) => (captchaKey.current = answer)}
          />
        )}
        {props.disclaimerHtml !== '' && (
          <div
            className="form__disclaimer rich-text"
            dangerouslySetInnerHTML={{ __html: props.disclaimerHtml }}
          />
        )}
      </fieldset>
      {message !== '' && (
        <p className="form__message" role="alert">
          {message}
        </p>
      )}
      {summary && (
        <p className="form__summary form__summary--bottom" role="alert">
          {FORM_MESSAGES.problemAbove}
        </p>
      )}
      <p className="form__actions">
        <button className="button button--primary" type="submit" disabled={submitting}>
          {submitting ? SUBMITTING_LABEL : props.submitLabel}
        </button>
      </p>
    </form>
  );
}

/** The form island: `{@|island form}` on a form block's context. */
export const island: IslandDefinition<FormIslandProps> = {
  component: FormBlock,
  props: (value) => formIslandProps(value),
};
