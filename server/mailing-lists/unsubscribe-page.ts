// The newsletter unsubscribe page (SPEC §2 page type 300): confirm, done, or a link that is not valid.
import { PAGE_TEMPLATES, type PageView } from '../site/context/page-view.js';
import { UNSUBSCRIBE_PATH } from './campaign-mail.js';
import type { UnsubscribeTarget } from './unsubscribe.js';

/** SPEC §2: newsletter unsubscribe. */
export const UNSUBSCRIBE_PAGE_TYPE = 300;

/** What the page says. */
export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  invalidTitle: 'Link not valid',
  invalid: 'This unsubscribe link is not valid. Use the link in the latest email you received from us.',
} as const;

function page(status: number, title: string, message: string, unsubscribe?: object): PageView {
  return {
    template: PAGE_TEMPLATES.newsletterUnsubscribe,
    status,
    pageType: UNSUBSCRIBE_PAGE_TYPE,
    title,
    cache: 'no-store',
    context: { system: { title, message }, ...(unsubscribe === undefined ? {} : { unsubscribe }) },
  };
}

/** The page for `target` (undefined: the token is unknown, 404); `done` after the POST. */
export function unsubscribePage(
  target: UnsubscribeTarget | undefined,
  token: string,
  done: boolean,
): PageView {
  if (target === undefined) return page(404, UNSUBSCRIBE_TEXTS.invalidTitle, UNSUBSCRIBE_TEXTS.invalid);
  if (done || !target.subscribed) {
    return page(
      200,
      UNSUBSCRIBE_TEXTS.doneTitle,
      `${target.email} is unsubscribed from ${target.listName}. You will get no more emails from this list.`,
    );
  }
  return page(
    200,
    UNSUBSCRIBE_TEXTS.confirmTitle,
    `Unsubscribe ${target.email} from ${target.listName}? You will get no more emails from this list.`,
    { confirm: true, action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}` },
  );
}
