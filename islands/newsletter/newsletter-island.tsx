// The newsletter block island: an email sign-up to the website's mailing list, confirmed by email (double opt-in).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import {
  FIELD_MESSAGES,
  SUBMITTING_LABEL,
  emailMessage,
  submissionFailureMessage,
} from '../../domain/forms/messages.js';
import { isEmail } from '../../domain/forms/validation.js';
import { ApiError } from '../api-error.js';
import { useIslandServices } from '../context.js';
import type { IslandDefinition } from '../island-definition.js';

/** The sign-up call. */
export const NEWSLETTER_SUBSCRIBE_PATH = '/api/newsletter/subscribe';
/** Where the form posts without JavaScript. */
export const NEWSLETTER_POST_PATH = '/newsletter';

/** The newsletter island's props (server/newsletter/block-context.ts). */
export interface NewsletterProps {
  readonly formId: string;
  readonly title: string;
  readonly description: string;
  readonly buttonText: string;
  readonly mailingListId: string;
  /** What a plain post came back with, when the page is its redirect. */
  readonly outcome?: { readonly ok: boolean; readonly text: string };
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** The props from a newsletter block's context. */
export function newsletterProps(value: unknown): NewsletterProps {
  const block = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const outcome = (
    typeof block.outcome === 'object' && block.outcome !== null ? block.outcome : undefined
  ) as Record<string, unknown> | undefined;
  return {
    formId: text(block.formId, 'newsletter'),
    title: text(block.title, 'Newsletter'),
    description: text(block.description),
    buttonText: text(block.buttonText) || 'Sign Up',
    mailingListId: text(block.mailingListId),
    ...(outcome === undefined ? {} : { outcome: { ok: outcome.ok === true, text: text(outcome.text) } }),
  };
}

/** The check the island runs before sending: 'Required', SPEC §5's email message, or nothing. */
export function newsletterEmailError(email: string): string | undefined {
  if (email.trim() === '') return FIELD_MESSAGES.required;
  return isEmail(email) ? undefined : emailMessage();
}

/**
 * The newsletter block: a title, description and one email field. With JavaScript the address is
 * checked, sent ('Submitting…', locked, repeat submits ignored), and the form replaced by the
 * message asking the visitor to confirm; an address refused shows its message above the field,
 * which takes the focus so the message is read with it (no summary message: SPEC §8 leaves it
 * off newsletter forms). Without it the form posts to /newsletter and the page comes back with
 * the outcome.
 */
export function NewsletterBlock(props: NewsletterProps): ReactElement {
  const { api } = useIslandServices();
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>(props.outcome?.ok ? 'done' : 'idle');
  const [done, setDone] = useState(props.outcome?.ok ? props.outcome.text : '');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState(
    props.outcome !== undefined && !props.outcome.ok ? props.outcome.text : '',
  );
  const [hydrated, setHydrated] = useState(false);
  const busy = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  /** Counts refusals of the address: each brings the focus to the field once its message is tied to it. */
  const [refusals, setRefusals] = useState(0);
  const baseId = useId();
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (refusals > 0) emailRef.current?.focus();
  }, [refusals]);
  const titleId = `${baseId}title`;
  const emailId = `${baseId}email`;
  const errorId = `${baseId}error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy.current) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem = newsletterEmailError(email);
    setFieldError(problem);
    setMessage('');
    if (problem !== undefined) {
      setRefusals((count) => count + 1);
      return;
    }
    busy.current = true;
    setPhase('submitting');
    try {
      const reply = await api.post<{ message?: string }>(NEWSLETTER_SUBSCRIBE_PATH, {
        email,
        mailingListId: props.mailingListId,
      });
      setDone(text(reply?.message));
      setPhase('done');
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      if (failure?.fields?.email !== undefined) {
        setFieldError(failure.fields.email);
        setRefusals((count) => count + 1);
      } else setMessage(submissionFailureMessage(failure?.status ?? 0, failure?.message));
      setPhase('idle');
    } finally {
      busy.current = false;
    }
  }

  const submitting = phase === 'submitting';
  return (
    <section className="block block--newsletter" aria-labelledby={titleId} id={props.formId}>
      <h2 className="newsletter__title" id={titleId}>
        {props.title}
      </h2>
      {props.description !== '' && <p className="newsletter__description">{props.description}</p>}
      {phase === 'done' ? (
        <p className="newsletter__success" role="status">
          {done}
        </p>
      ) : (
        <form
          className="newsletter__form"
          id={`${props.formId}-form`}
          method="post"
          action={NEWSLETTER_POST_PATH}
          noValidate={hydrated}
          aria-busy={submitting}
          onSubmit={(event) => void onSubmit(event)}
        >
          <input type="hidden" name="formId" value={props.formId} />
          <input type="hidden" name="mailingListId" value={props.mailingListId} />
          {fieldError !== undefined && (
            <p className="field__error newsletter__error" id={errorId}>
              {fieldError}
            </p>
          )}
          <label className="visually-hidden" htmlFor={emailId}>
            Email address
          </label>
          <input
            ref={emailRef}
            className="input"
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Email address"
            required={!hydrated}
            readOnly={submitting}
            aria-invalid={fieldError === undefined ? undefined : true}
            aria-describedby={fieldError === undefined ? undefined : errorId}
          />
          <button className="button button--primary" type="submit" disabled={submitting}>
            {submitting ? SUBMITTING_LABEL : props.buttonText}
          </button>
          {message !== '' && (
            <p className="newsletter__message" role="alert">
              {message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

/** The newsletter island: `{@|island newsletter}` on a newsletter block's context. */
export const island: IslandDefinition<NewsletterProps> = {
  component: NewsletterBlock,
  props: newsletterProps,
};
