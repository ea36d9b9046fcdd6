// A product's additional-fields form in a modal lightbox (SPEC §2, §4 "Form widgets", §9): filled in before adding, edited on the cart.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import type { FieldValue } from '../../domain/form-values.js';
import { answersFromInputs } from '../../domain/forms/field-names.js';
import { readFormFields, type FormFieldSpec } from '../../domain/forms/form-fields.js';
import { ADDITIONAL_FIELDS_MESSAGES, SAVING_LABEL } from '../../domain/forms/messages.js';
import { useIslandServices } from '../context.js';
import { FieldControl } from '../form/field-controls.js';
import type { IslandDefinition } from '../island-definition.js';
import { lightboxMarginTop, placeOnResize } from './lightbox.js';
import { checkAnswers, saveEntryAnswers } from './save-answers.js';

/** The event the cart store hears a new cart on (runtime/cart-store.ts). */
const CART_UPDATED_EVENT = 'tessera:cart-updated';

/** The island's props: the form, and the cart entry when its answers are being edited. */
export interface AdditionalFieldsProps {
  readonly formId: string;
  readonly name: string;
  readonly fields: readonly FormFieldSpec[];
  /** Set on the cart page: the entry whose answers are edited (PUT …/additionalFields). */
  readonly entry?: { readonly entryId: string; readonly itemId: string; readonly sku: string };
  readonly answers: Readonly<Record<string, FieldValue>>;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function answersOf(value: unknown): Record<string, FieldValue> {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = {};
    }
  }
  const answers: Record<string, FieldValue> = {};
  for (const [id, answer] of Object.entries(record(raw))) {
    if (typeof answer === 'string') answers[id] = answer;
    else if (Array.isArray(answer))
      answers[id] = answer.filter((entry): entry is string => typeof entry === 'string');
  }
  return answers;
}

/**
 * The props of `{structuredContent.additionalFieldsForm|island additional-fields}` on a product
 * form (`{id, name, fields}`), or of a cart entry (`{entryId, itemId, sku, additionalFieldsForm,
 * additionalFields}`), whose answers it edits.
 */
export function additionalFieldsProps(value: unknown): AdditionalFieldsProps {
  const source = record(value);
  const form = record(source.additionalFieldsForm ?? source.form ?? source);
  const entryId = text(source.entryId) || (source.additionalFieldsForm !== undefined ? text(source.id) : '');
  return {
    formId: text(form.id),
    name: text(form.name),
    fields: readFormFields(form.fields),
    ...(entryId === ''
      ? {}
      : {
          entry: {
            entryId,
            itemId: text(source.itemId),
            sku: text(record(source.chosenVariant).sku) || text(source.sku),
          },
        }),
    answers: answersOf(source.additionalFields),
  };
}

function readInputs(form: HTMLFormElement): (name: string) => string[] {
  const data = new FormData(form);
  return (name) => data.getAll(name).filter((entry): entry is string => typeof entry === 'string');
}

/**
 * The additional-fields form. On a product page it sits inside the add-to-cart form: adding opens
 * the lightbox first, and saving ('Saving…') puts the answers, as JSON text, in the form's
 * `additionalFields` field and sends the form on. On the cart it is an edit button whose lightbox
 * saves onto the entry; a failure says 'Unable to update form'. A form without fields says
 * 'Unable to open form'. The lightbox (rendered at the end of the page, never inside the product's
 * form) closes on its button, Escape or a click outside, keeps focus inside, and is placed again
 * 100 ms after the window stops resizing (SPEC §9).
 */
export function AdditionalFields(props: AdditionalFieldsProps): ReactElement {
  const { api } = useIslandServices();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [answers, setAnswers] = useState(props.answers);
  const [marginTop, setMarginTop] = useState<number | undefined>(undefined);
  const hiddenRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const baseId = useId();
  const titleId = `${baseId}title`;
  const adding = props.entry === undefined;

  function show(): void {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (props.fields.length === 0) {
      setMessage(ADDITIONAL_FIELDS_MESSAGES.open);
      return;
    }
    setErrors({});
    setMessage('');
    setOpen(true);
  }

  function close(): void {
    setOpen(false);
    openerRef.current?.focus();
  }

  // On a product page, adding to the cart asks for the answers first.
  useEffect(() => {
    const hidden = hiddenRef.current;
    const form = hidden?.closest('form');
    if (!adding || hidden === null || hidden === undefined || form === null || form === undefined) return;
    const onSubmit = (event: Event): void => {
      if (event.target !== form || hidden.value !== '') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      show();
    };
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const stop = placeOnResize(
      () => setMarginTop(lightboxMarginTop(dialog?.offsetHeight ?? 0, window.innerHeight)),
      (listener) => {
        window.addEventListener('resize', listener);
        return () => window.removeEventListener('resize', listener);
      },
      {
        set: (run, ms) => window.setTimeout(run, ms),
        clear: (handle) => window.clearTimeout(handle as number),
      },
    );
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || dialog === null) return;
      const focusable = Array.from(
        dialog.querySelectorAll<HTMLElement>('input, select, textarea, button'),
      ).filter((element) => !element.hasAttribute('disabled') && element.getAttribute('type') !== 'hidden');
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      stop();
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function onSave(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (saving) return;
    const checked = checkAnswers(
      props.fields,
      answersFromInputs(props.fields, readInputs(event.currentTarget)),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(checked.message);
      return;
    }
    setSaving(true);
    if (props.entry === undefined) {
      const hidden = hiddenRef.current;
      const form = hidden?.closest('form');
      if (hidden && form) {
        hidden.value = JSON.stringify(checked.values);
        setOpen(false);
        form.requestSubmit();
        // The next add asks again.
        hidden.value = '';
      }
      setSaving(false);
      return;
    }
    const outcome = await saveEntryAnswers(api, props.entry, checked.values);
    setSaving(false);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setMessage(outcome.message);
      return;
    }
    setAnswers(checked.values);
    window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: outcome.shoppingCart }));
    close();
  }

  return (
    <div className="additional-fields">
      {adding ? (
        <input type="hidden" name="additionalFields" defaultValue="" ref={hiddenRef} />
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={show}>
          Edit {props.name || 'details'}
        </button>
      )}
      {message !== '' && !open && (
        <p className="additional-fields__message" role="alert">
          {message}
        </p>
      )}
      {open &&
        createPortal(
          <div className="tessera-modal additional-fields__modal">
            <div className="tessera-modal__backdrop" aria-hidden="true" onClick={close} />
            <div
              className="additional-fields__dialog"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              ref={dialogRef}
              style={marginTop === undefined ? undefined : { marginTop }}
            >
              <h2 className="additional-fields__title" id={titleId}>
                {props.name || 'Details'}
              </h2>
              {
                <form
                  className="form additional-fields__form"
                  noValidate
                  onSubmit={(event) => void onSave(event)}
                >
                  <fieldset className="form__fields" disabled={saving}>
                    <legend className="visually-hidden">{props.name || 'Details'}</legend>
                    {props.fields.map((field) => {
                      const inputId = `${baseId}${field.id}`;
                      const error = errors[field.id];
                      return (
                        <div className="form__field" key={field.id}>
                          {error !== undefined && (
                            <p className="field__error" id={`${inputId}-error`}>
                              {error}
                            </p>
                          )}
                          <FieldControl
                            field={field}
                            inputId={inputId}
                            initial={answers[field.id]}
                            hiddenValue={field.value}
                            errorId={error === undefined ? undefined : `${inputId}-error`}
                            nativeChecks={false}
                            textareaMaxLength={false}
                            onEdit={() => {}}
                          />
                        </div>
                      );
                    })}
                  </fieldset>
                  {message !== '' && (
                    <p className="form__message" role="alert">
                      {message}
                    </p>
                  )}
                  <p className="form__actions">
                    <button type="button" className="button button--secondary" onClick={close}>
                      Cancel
                    </button>{' '}
                    <button type="submit" className="button button--primary" disabled={saving}>
                      {saving ? SAVING_LABEL : adding ? 'Add To Cart' : 'Save'}
                    </button>
                  </p>
                </form>
              }
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}

/** The additional-fields island: `{structuredContent.additionalFieldsForm|island additional-fields}`, or on a cart entry. */
export const island: IslandDefinition<AdditionalFieldsProps> = {
  component: AdditionalFields,
  props: additionalFieldsProps,
};
