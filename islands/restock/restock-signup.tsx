// The restock sign-up block on sold-out products (SPEC §2, §4 "Restock form", §5, §8): a plain form that works without JavaScript, enhanced in place.
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { CAPTCHA_MESSAGES } from '../../domain/captcha-rules.js';
import { RESTOCK_API_PATH, RESTOCK_FORM_FIELDS, RESTOCK_FORM_PATH } from '../../domain/restock-rules.js';
import {
  RESTOCK_CAPTCHA_ACTION,
  nextRestockState,
  restockSignUpPayload,
  validateRestockEmail,
  type RestockFormState,
} from '../../domain/restock-view.js';
import { CaptchaWidget } from '../captcha/captcha-widget.js';
import { useIslandServices } from '../context.js';
import type { IslandDefinition } from '../island-definition.js';
import {
  followChosenVariant,
  initialRestockChoice,
  restockBlockShown,
  type RestockChoice,
} from './follow-variant.js';
import { restockSignUpProps, type RestockSignUpProps } from './restock-props.js';

/**
 * One form for the product's sold-out variants (a picker when there are several, which follows
 * the variant chosen on the product page). On a product with some variants in stock it shows only
 * while a sold-out one is chosen. Without
 * JavaScript it posts to /restock-notifications and the server answers with the outcome. Hydrated,
 * it checks the email with SPEC §5's rules, asks for the bot check when the website wants one,
 * posts SPEC §3's payload, shows the server's message (else 'Unable to submit form. Please try
 * again later.') and, on success, keeps only the call to action and the success text.
 */
export function RestockSignUp(props: RestockSignUpProps): ReactElement | null {
  const { api } = useIslandServices();
  const id = useId();
  const [state, setState] = useState<RestockFormState>({ status: 'idle' });
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaResets, setCaptchaResets] = useState(0);
  const { messages, variants, mailingList } = props;
  const [choice, setChoice] = useState<RestockChoice>(() => initialRestockChoice(variants));

  useEffect(() => followChosenVariant(props.productId, variants, setChoice), [props.productId, variants]);

  if (variants.length === 0) return null;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || state.status === 'success') return;
    setState((current) => nextRestockState(current, { type: 'submit' }));
    const data = new FormData(event.currentTarget);
    const email = String(data.get(RESTOCK_FORM_FIELDS.email) ?? '');
    const problem = validateRestockEmail(email);
    if (problem !== undefined)
      return setState((s) => nextRestockState(s, { type: 'failed', message: problem }));
    if (props.captcha && captchaKey === '') {
      return setState((s) => nextRestockState(s, { type: 'failed', message: CAPTCHA_MESSAGES.required }));
    }
    const variantId = String(data.get(RESTOCK_FORM_FIELDS.variantId) ?? variants[0].id);
    const payload = restockSignUpPayload(
      { productId: props.productId, variantId, ...(mailingList === null ? {} : { mailingList }) },
      {
        email,
        joinMailingList: data.get(RESTOCK_FORM_FIELDS.joinMailingList) !== null,
        ...(props.captcha ? { captchaToken: captchaKey } : {}),
      },
    );
    setBusy(true);
    try {
      const answer = await api.post<{ message?: string }>(RESTOCK_API_PATH, payload);
      setState((s) => nextRestockState(s, { type: 'succeeded', successText: answer?.message }));
    } catch (error) {
      setState((s) => nextRestockState(s, { type: 'failed', message: (error as Error).message }));
      if (props.captcha) setCaptchaResets((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}error`;
  const error = state.status === 'error' ? state.message : undefined;
  const block = (
    <div className="product-restock-notification" data-product-id={props.productId}>
      <p className="product-restock-cta">{messages.CTAText}</p>
      {state.status === 'success' ? (
        <p className="product-restock-success" role="status">
          {state.message}
        </p>
      ) : (
        <form
          ref={takeOverChecks}
          className="product-restock-form"
          method="post"
          action={RESTOCK_FORM_PATH}
          aria-busy={busy || undefined}
          onSubmit={(event) => void submit(event)}
        >
          <input type="hidden" name="crumb" value={props.crumb} />
          <input type="hidden" name={RESTOCK_FORM_FIELDS.productId} value={props.productId} />
          <input type="hidden" name={RESTOCK_FORM_FIELDS.returnTo} value={props.returnTo} />
          {variants.length > 1 ? (
            <p className="product-restock-field">
              <label htmlFor={`${id}variant`}>{props.optionLabel}</label>
              <select
                id={`${id}variant`}
                name={RESTOCK_FORM_FIELDS.variantId}
                value={choice.variantId}
                onChange={(event) => setChoice({ variantId: event.target.value, soldOutChosen: true })}
              >
                {variants.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {variant.label}
                  </option>
                ))}
              </select>
            </p>
          ) : (
            <input type="hidden" name={RESTOCK_FORM_FIELDS.variantId} value={variants[0].id} />
          )}
          <p className="product-restock-field">
            <label className="tessera-visually-hidden" htmlFor={`${id}email`}>
              {messages.placeholderText}
            </label>
            <input
              id={`${id}email`}
              type="email"
              name={RESTOCK_FORM_FIELDS.email}
              placeholder={messages.placeholderText}
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={256}
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? undefined : errorId}
            />
            <button className="sqs-editable-button" type="submit" disabled={busy}>
              {messages.buttonText}
            </button>
          </p>
          {mailingList === null ? null : (
            <p className="product-restock-mailing-list">
              <label>
                <input
                  type="checkbox"
                  name={RESTOCK_FORM_FIELDS.joinMailingList}
                  defaultChecked={mailingList.checkedByDefault}
                />{' '}
                {messages.mailingListDescription}
              </label>
            </p>
          )}
          {props.captcha ? (
            <CaptchaWidget
              action={RESTOCK_CAPTCHA_ACTION}
              onVerified={setCaptchaKey}
              resetSignal={captchaResets}
            />
          ) : null}
          {error === undefined ? null : (
            <p id={errorId} className="product-restock-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
  // Until a sold-out variant is chosen, the block is there only for browsers without JavaScript
  // (which cannot follow the choice): inert inside <noscript>, it takes no room and never shifts the page.
  return restockBlockShown(props.productSoldOut, choice) ? block : <noscript>{block}</noscript>;
}

/** Hydrated (a ref runs after hydration, on every form the block mounts): our own checks and messages replace the browser's. */
function takeOverChecks(form: HTMLFormElement | null): void {
  if (form !== null) form.noValidate = true;
}

/** The island: `{restockSignUp|island restock-signup}`. */
export const island: IslandDefinition<RestockSignUpProps> = {
  component: RestockSignUp,
  props: (value) => restockSignUpProps(value),
};
