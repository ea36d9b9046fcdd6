// The restock sign-up block on sold-out products: its forms, email check, states, payload and texts (SPEC §3, §4, §5, §7, §8).

/** The owner's texts for the block (`restockNotificationMessages`). */
export interface RestockMessages {
  buttonText: string;
  CTAText: string;
  placeholderText: string;
  mailingListDescription: string;
}

/** One sold-out variant's block (`restockNotificationViews[]`). */
export interface RestockNotificationView {
  variantId: string;
  /** Hidden until a visitor picks this variant. */
  hiddenByDefault: boolean;
}

/** The restock fields of one product's merchandising context. */
export interface RestockSettings {
  restockNotificationViews: readonly RestockNotificationView[];
  restockNotificationMessages: RestockMessages;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

/** One sign-up form as the page shows it. */
export interface RestockForm {
  productId: string;
  variantId: string;
  hidden: boolean;
  messages: RestockMessages;
  /** The mailing-list checkbox, present only when sign-up is enabled. */
  mailingList?: { checkedByDefault: boolean };
  /** Whether the form carries a bot-check container (the website has a captcha site key). */
  captcha: boolean;
}

/** The bot-protection action a restock sign-up token is obtained for. */
export const RESTOCK_CAPTCHA_ACTION = 'product-waitlist';

/** Visible texts of the block's outcomes. */
export const RESTOCK_TEXTS = {
  signedUp: 'Signed up!',
  failed: 'Unable to submit form. Please try again later.',
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
} as const;

/** Email length bounds, in characters. */
export const RESTOCK_EMAIL_LENGTH = { min: 3, max: 256 } as const;

/** The forms one product shows: one per sold-out variant, in the context's order. */
export function restockForms(
  productId: string,
  settings: RestockSettings,
  captchaSiteKey?: string,
): RestockForm[] {
  const mailingList = settings.mailingListSignUpEnabled
    ? { checkedByDefault: settings.mailingListOptInByDefault }
    : undefined;
  return settings.restockNotificationViews.map((view) => ({
    productId,
    variantId: view.variantId,
    hidden: view.hiddenByDefault,
    messages: settings.restockNotificationMessages,
    ...(mailingList === undefined ? {} : { mailingList }),
    captcha: Boolean(captchaSiteKey),
  }));
}

// local-part@domain, the top-level part 2-4 letters or digits (SPEC §5 "Restock").
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z0-9]{2,4}$/;

/** SPEC §5: the message for a blank or invalid email, or undefined when it can be sent. */
export function validateRestockEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return RESTOCK_TEXTS.emailBlank;
  if (trimmed.length < RESTOCK_EMAIL_LENGTH.min || trimmed.length > RESTOCK_EMAIL_LENGTH.max) {
    return RESTOCK_TEXTS.emailInvalid;
  }
  return EMAIL.test(trimmed) ? undefined : RESTOCK_TEXTS.emailInvalid;
}

/** What the visitor's form sends (SPEC §3 "Restock sign-up payload"). */
export interface RestockSignUp {
  isJoinMailingList: boolean;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  recaptchaEnterpriseV3Token?: string;
}

/**
 * The payload for one sign-up. The visitor joins the mailing list only if the form offered the
 * checkbox and it was ticked; the email is sent trimmed.
 */
export function restockSignUpPayload(
  form: Pick<RestockForm, 'productId' | 'variantId' | 'mailingList'>,
  input: { email: string; joinMailingList: boolean; captchaToken?: string },
): RestockSignUp {
  return {
    isJoinMailingList: form.mailingList !== undefined && input.joinMailingList,
    productId: form.productId,
    variantId: form.variantId,
    siteVisitorEmail: input.email.trim(),
    ...(input.captchaToken === undefined ? {} : { recaptchaEnterpriseV3Token: input.captchaToken }),
  };
}

/** SPEC §4 "Restock form": idle, an error (cleared on each new submit), or success. */
export type RestockFormState =
  { status: 'idle' } | { status: 'error'; message: string } | { status: 'success'; message: string };

export type RestockFormEvent =
  | { type: 'submit' }
  /** The email check or the server refused; `message` is theirs when they gave one. */
  | { type: 'failed'; message?: string }
  /** `successText` is the site's configured restock text, when it has one. */
  | { type: 'succeeded'; successText?: string };

/**
 * The next state of a form. Success is final: the page then keeps only the call to action and the
 * success message.
 */
export function nextRestockState(state: RestockFormState, event: RestockFormEvent): RestockFormState {
  if (state.status === 'success') return state;
  switch (event.type) {
    case 'submit':
      return { status: 'idle' };
    case 'failed':
      return { status: 'error', message: event.message || RESTOCK_TEXTS.failed };
    case 'succeeded':
      return { status: 'success', message: event.successText || RESTOCK_TEXTS.signedUp };
  }
}
