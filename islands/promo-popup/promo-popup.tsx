// The newsletter promotion popup (SPEC §2 page type 104): opens once per visitor per period after a delay, a modal with an email sign-up behind the "promo popup" bot check.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { CAPTCHA_MESSAGES } from '../../domain/captcha-rules.js';
import {
  FIELD_MESSAGES,
  SUBMITTING_LABEL,
  emailMessage,
  submissionFailureMessage,
} from '../../domain/forms/messages.js';
import { isEmail } from '../../domain/forms/validation.js';
import {
  PROMO_POPUP_API_PATH,
  PROMO_POPUP_CAPTCHA_ACTION,
  PROMO_POPUP_PATH,
  PROMO_POPUP_STORAGE_KEY,
  popupDue,
} from '../../domain/promo-popup.js';
import { ApiError } from '../api-error.js';
import { CaptchaWidget } from '../captcha/captcha-widget.js';
import { useIslandServices } from '../context.js';
import type { IslandDefinition } from '../island-definition.js';
import { ModalDialog } from '../modal-dialog.js';

/** The popup's props (server/promo-popup/popup-context.ts). */
export interface PromoPopupProps {
  readonly title: string;
  readonly text: string;
  readonly buttonText: string;
  readonly delaySeconds: number;
  /** `popup`: the overlay on every page; `page`: the same content inline on its own page (104). */
  readonly mode: 'popup' | 'page';
  /** What a plain post came back with (the 104 page only). */
  readonly outcome?: { readonly ok: boolean; readonly text: string };
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** The props from the popup's context. */
export function promoPopupProps(value: unknown): PromoPopupProps {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const outcome = (typeof raw.outcome === 'object' && raw.outcome !== null ? raw.outcome : undefined) as
    Record<string, unknown> | undefined;
  const delay = Number(raw.delaySeconds);
  return {
    title: text(raw.title, 'Newsletter'),
    text: text(raw.text),
    buttonText: text(raw.buttonText) || 'Sign Up',
    delaySeconds: Number.isFinite(delay) && delay >= 0 ? delay : 5,
    mode: raw.mode === 'page' ? 'page' : 'popup',
    ...(outcome === undefined ? {} : { outcome: { ok: outcome.ok === true, text: text(outcome.text) } }),
  };
}

function storedSeenAt(): string | null {
  try {
    return window.localStorage.getItem(PROMO_POPUP_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberSeen(now: number): void {
  try {
    window.localStorage.setItem(PROMO_POPUP_STORAGE_KEY, String(now));
  } catch {
    // Storage refused (private mode): the popup may show again, which is harmless.
  }
}

/** The sign-up: an email, the bot check, and the answer in place of the form once it is sent. */
function SignUpForm(props: PromoPopupProps & { titleId: string; autoFocus: boolean }): ReactElement {
  const { api, census } = useIslandServices();
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>(props.outcome?.ok ? 'done' : 'idle');
  const [done, setDone] = useState(props.outcome?.ok ? props.outcome.text : '');
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState(
    props.outcome !== undefined && !props.outcome.ok ? props.outcome.text : '',
  );
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaResets, setCaptchaResets] = useState(0);
  const busy = useRef(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy.current) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem =
      email.trim() === '' ? FIELD_MESSAGES.required : isEmail(email) ? undefined : emailMessage();
    setFieldError(problem);
    setMessage('');
    if (problem !== undefined) return;
    if (captchaKey === '') {
      setMessage(CAPTCHA_MESSAGES.required);
      return;
    }
    busy.current = true;
    setPhase('submitting');
    try {
      const reply = await api.post<{ message?: string }>(PROMO_POPUP_API_PATH, { email, captchaKey });
      setDone(text(reply?.message));
      setPhase('done');
      census?.overlay({ overlay: 'promo-popup', action: 'signed-up', mode: props.mode });
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      if (failure?.fields?.email !== undefined) setFieldError(failure.fields.email);
      else setMessage(submissionFailureMessage(failure?.status ?? 0, failure?.message));
      setCaptchaKey('');
      setCaptchaResets((count) => count + 1);
      setPhase('idle');
    } finally {
      busy.current = false;
    }
  }

  if (phase === 'done') {
    return (
      <p className="promo-popup__success" role="status">
        {done}
      </p>
    );
  }
  const submitting = phase === 'submitting';
  return (
    <form
      className="promo-popup__form"
      method="post"
      action={PROMO_POPUP_PATH}
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => void onSubmit(event)}
    >
      <label className="field__label" htmlFor={`${id}email`}>
        Email address
      </label>
      <input
        className="input"
        id={`${id}email`}
        type="email"
        name="email"
        autoComplete="email"
        readOnly={submitting}
        data-autofocus={props.autoFocus ? '' : undefined}
        aria-invalid={fieldError === undefined ? undefined : true}
        aria-describedby={fieldError === undefined ? undefined : `${id}error`}
      />
      {fieldError !== undefined && (
        <p className="field__error" id={`${id}error`}>
          {fieldError}
        </p>
      )}
      <input type="hidden" name="captchaKey" value={captchaKey} />
      <CaptchaWidget
        action={PROMO_POPUP_CAPTCHA_ACTION}
        onVerified={setCaptchaKey}
        resetSignal={captchaResets}
      />
      <button className="button button--primary" type="submit" disabled={submitting}>
        {submitting ? SUBMITTING_LABEL : props.buttonText}
      </button>
      {message !== '' && (
        <p className="promo-popup__message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}

/**
 * In `popup` mode nothing is rendered on the server (pages are shared by every visitor); in the
 * browser, when the visitor has not seen it in the period, it opens `delaySeconds` after
 * hydration (which waits for the page's load) as a modal dialog: focus moves in and stays in,
 * Escape, the close button or a press outside close it, and focus goes back. Opening it counts as
 * seen. In `page` mode the same content is the page's own.
 */
export function PromoPopup(props: PromoPopupProps): ReactElement | null {
  const [open, setOpen] = useState(false);
  const titleId = `${useId()}title`;
  const { census } = useIslandServices();
  const close = useCallback(() => {
    setOpen(false);
    census?.overlay({ overlay: 'promo-popup', action: 'closed' });
  }, [census]);

  useEffect(() => {
    if (props.mode !== 'popup' || !popupDue(storedSeenAt(), Date.now())) return undefined;
    let timer: number | undefined;
    // The delay counts from the page's load, so the popup never competes with the page itself.
    const start = () => {
      timer = window.setTimeout(() => {
        rememberSeen(Date.now());
        setOpen(true);
        // SPEC §7 overlay: the popup was shown to this visitor.
        census?.overlay({ overlay: 'promo-popup', action: 'shown' });
      }, props.delaySeconds * 1000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [props.mode, props.delaySeconds, census]);

  const content = (
    <>
      <h2 className="promo-popup__title tessera-modal__title" id={titleId}>
        {props.title}
      </h2>
      {props.text !== '' && <p className="promo-popup__text">{props.text}</p>}
      <SignUpForm {...props} titleId={titleId} autoFocus={props.mode === 'popup'} />
    </>
  );
  if (props.mode === 'page') {
    return (
      <section className="promo-popup promo-popup--page" aria-labelledby={titleId}>
        {content}
      </section>
    );
  }
  if (!open) return null;
  return (
    <ModalDialog
      open={open}
      close={close}
      titleId={titleId}
      dialogClassName="tessera-modal__dialog promo-popup"
    >
      <button type="button" className="tessera-modal__x" aria-label="Close" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      {content}
    </ModalDialog>
  );
}

/** The popup island: `{promoPopup|island promo-popup idle}` on every page while the owner has it on. */
export const island: IslandDefinition<PromoPopupProps> = {
  component: PromoPopup,
  props: promoPopupProps,
};
