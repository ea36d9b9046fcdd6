// The SSO page (SPEC §2 page type 400) as a view for the theme: "Sign in with …", or why signing in did not work.
import { SSO_PAGE_TYPE, SSO_TEXTS } from '../../domain/sso.js';
import { PAGE_TEMPLATES, type PageView } from '../site/context/page-view.js';

/** What the page shows: the provider's link (when single sign-on is on) and a message. */
export interface SsoPageState {
  providerName?: string;
  /** `/account/sso/start?returnTo=…` */
  startUrl?: string;
  error?: string;
}

/** The SSO page with `status`. */
export function ssoPage(state: SsoPageState, status = 200): PageView {
  const provider = state.providerName;
  return {
    template: PAGE_TEMPLATES.sso,
    status,
    pageType: SSO_PAGE_TYPE,
    title: SSO_TEXTS.title,
    cache: 'no-store',
    context: {
      system: { title: provider === undefined ? SSO_TEXTS.title : SSO_TEXTS.button(provider) },
      sso: {
        error: state.error ?? '',
        startUrl: state.startUrl ?? '',
        button: provider === undefined ? '' : SSO_TEXTS.button(provider),
        intro: provider === undefined ? '' : SSO_TEXTS.intro(provider),
      },
    },
  };
}
