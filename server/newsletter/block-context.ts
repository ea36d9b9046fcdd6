// A newsletter block's context (the value of `{@|island newsletter}`), with the outcome of a plain (JavaScript-off) sign-up.
import { NEWSLETTER_MESSAGES } from './service.js';

/** The query parameter a plain sign-up comes back with: what happened, by code. */
export const NEWSLETTER_PARAM = 'newsletter';

/** What each code of {@link NEWSLETTER_PARAM} shows, and whether it is a success. */
export const NEWSLETTER_OUTCOMES: Readonly<Record<string, { ok: boolean; text: string }>> = {
  'check-email': { ok: true, text: NEWSLETTER_MESSAGES.checkEmail },
  'invalid-email': {
    ok: false,
    text: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  },
  'not-configured': { ok: false, text: 'This form has not been configured yet.' },
  'rate-limited': {
    ok: false,
    text: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  },
  failed: { ok: false, text: 'Unable to send form. Please try again later.' },
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A newsletter block (`{type: 'newsletter', title, description, buttonText, mailingListId,
 * successText}`) for the theme and the island: `formId` is unique on the page (from the block's
 * position), and `outcome` is set when the page is the redirect after a plain sign-up through this
 * block (`?newsletter=<code>&newsletterForm=<formId>`); unknown codes show nothing.
 */
export function newsletterBlockContext(
  block: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, unknown>>,
  index: number,
): Record<string, unknown> {
  const formId = `newsletter-${index + 1}`;
  const code = text(query[NEWSLETTER_PARAM]);
  const outcome =
    text(query.newsletterForm) === formId && Object.hasOwn(NEWSLETTER_OUTCOMES, code)
      ? { code, ...NEWSLETTER_OUTCOMES[code] }
      : undefined;
  return {
    formId,
    title: text(block.title) || 'Newsletter',
    description: text(block.description),
    buttonText: text(block.buttonText) || 'Sign Up',
    mailingListId: text(block.mailingListId),
    successText: text(block.successText),
    ...(outcome === undefined ? {} : { outcome }),
  };
}
