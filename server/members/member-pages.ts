// The site users' pages as views for the theme: sign-in, sign-up, password reset, the account page, and the member-area pages (105, 106, 107, 208).
import { MEMBER_PAGE_TYPES, MEMBER_PATHS, MEMBER_TEXTS } from '../../domain/members.js';
import { PAGE_TEMPLATES, type PageView } from '../site/context/page-view.js';
import type { PageTemplate } from '../site/context/page-view.js';

/** SPEC §2 "page": the account page is an ordinary page of the visitor's own. */
const PLAIN_PAGE_TYPE = 2;

/** What every member form carries: where it goes after, the crumb's companion token, the message. */
export interface MemberFormState {
  /** A path on this site to go back to after signing in or up. */
  returnTo?: string;
  /** The free member area a sign-up from its page joins. */
  joinArea?: string;
  /** The signed-in site user's XSRF token (their posts must carry it). */
  xsrfToken?: string;
  error?: string;
  notice?: string;
  /** What the visitor typed, shown again after an error (never the password). */
  email?: string;
  /** Problems by field name. */
  fields?: Record<string, string>;
  /** The button to the website's single sign-on provider, when one is switched on ("Sign in with …"). */
  ssoButton?: string;
}

function view(
  template: PageTemplate,
  pageType: number,
  status: number,
  title: string,
  context: Record<string, unknown>,
): PageView {
  return {
    template,
    status,
    pageType,
    title,
    cache: 'no-store',
    context: { paths: MEMBER_PATHS, ...context },
  };
}

function form(state: MemberFormState): Record<string, unknown> {
  return { ...state, returnTo: state.returnTo ?? '', fields: state.fields ?? {} };
}

/** The sign-in page (105: protected content, sign in); status 401 after wrong credentials. */
export function signInPage(state: MemberFormState, status = 200): PageView {
  return view(PAGE_TEMPLATES.signIn, MEMBER_PAGE_TYPES.protected, status, MEMBER_TEXTS.signInTitle, {
    system: { title: MEMBER_TEXTS.signInTitle },
    memberForm: form(state),
  });
}

/** The sign-up page (105: protected content, sign up); 400 or 409 after a refused sign-up. */
export function signUpPage(state: MemberFormState, status = 200): PageView {
  return view(PAGE_TEMPLATES.signUp, MEMBER_PAGE_TYPES.protected, status, MEMBER_TEXTS.signUpTitle, {
    system: { title: MEMBER_TEXTS.signUpTitle },
    memberForm: form(state),
  });
}

/** Asking for a reset link; `sent` after the request (the same whether or not the email has an account). */
export function forgotPasswordPage(state: MemberFormState, status = 200): PageView {
  return view(PAGE_TEMPLATES.forgotPassword, MEMBER_PAGE_TYPES.protected, status, MEMBER_TEXTS.forgotTitle, {
    system: { title: MEMBER_TEXTS.forgotTitle, message: MEMBER_TEXTS.forgotIntro },
    memberForm: form(state),
  });
}

/** Choosing a new password with a link's token; without a live token, only the message (410). */
export function resetPasswordPage(token: string | undefined, state: MemberFormState, status = 200): PageView {
  return view(PAGE_TEMPLATES.resetPassword, MEMBER_PAGE_TYPES.protected, status, MEMBER_TEXTS.resetTitle, {
    system: { title: MEMBER_TEXTS.resetTitle },
    memberForm: form(state),
    ...(token === undefined ? {} : { reset: { token } }),
  });
}

/** What the account page lists. */
export interface AccountContents {
  email: string;
  orders: { number: number; date: string; status: string; total: string; url: string }[];
  addresses: string[];
  subscriptions: { title: string; status: string; price: string; nextBilling: string | null }[];
  restock: { title: string; status: string }[];
}

/** The account page (a page of the visitor's own, type 2). */
export function accountPage(contents: AccountContents, state: MemberFormState): PageView {
  return view(PAGE_TEMPLATES.account, PLAIN_PAGE_TYPE, 200, MEMBER_TEXTS.accountTitle, {
    system: { title: MEMBER_TEXTS.accountTitle },
    memberForm: form(state),
    memberAccount: contents,
    memberTexts: MEMBER_TEXTS,
  });
}

/** The guarded page as its area knows it. */
export interface GuardedPage {
  title: string;
  path: string;
  areaId: string;
  areaName: string;
}

/** 105: a member page for a visitor who is not signed in: sign in, or sign up (joining a free area). */
export function membersOnlyPage(page: GuardedPage, free: boolean, state: MemberFormState): PageView {
  return view(PAGE_TEMPLATES.membersOnly, MEMBER_PAGE_TYPES.protected, 200, MEMBER_TEXTS.protectedTitle, {
    system: { title: page.title || MEMBER_TEXTS.protectedTitle, message: MEMBER_TEXTS.protectedMessage },
    memberArea: { name: page.areaName, free },
    memberForm: form({ ...state, returnTo: page.path, ...(free ? { joinArea: page.areaId } : {}) }),
  });
}

/** 106: signed in, but not a member of this (free) area: the page stays shut, with a button to join. */
export function accessDeniedPage(page: GuardedPage, state: MemberFormState): PageView {
  return view(PAGE_TEMPLATES.memberDenied, MEMBER_PAGE_TYPES.accessDenied, 403, MEMBER_TEXTS.deniedTitle, {
    system: { title: MEMBER_TEXTS.deniedTitle, message: MEMBER_TEXTS.deniedMessage },
    memberArea: { name: page.areaName, joinMessage: MEMBER_TEXTS.joinMessage },
    memberForm: form({ ...state, returnTo: page.path, joinArea: page.areaId }),
  });
}

/** 107: a paid area without an active subscription: where to subscribe, when the product is on sale. */
export function paywallPage(page: GuardedPage, productUrl: string | undefined): PageView {
  return view(PAGE_TEMPLATES.paywall, MEMBER_PAGE_TYPES.paywall, 200, MEMBER_TEXTS.paywallTitle, {
    system: {
      title: MEMBER_TEXTS.paywallTitle,
      message: productUrl === undefined ? MEMBER_TEXTS.paywallNoProduct : MEMBER_TEXTS.paywallMessage,
    },
    memberArea: { name: page.areaName, ...(productUrl === undefined ? {} : { productUrl }) },
  });
}

/** 208: after joining a member area; leads on to the page the visitor wanted. */
export function membershipConfirmedPage(areaName: string, continueTo: string): PageView {
  return view(
    PAGE_TEMPLATES.membershipConfirmed,
    MEMBER_PAGE_TYPES.membershipConfirmed,
    200,
    MEMBER_TEXTS.confirmedTitle,
    {
      system: { title: MEMBER_TEXTS.confirmedTitle, message: MEMBER_TEXTS.confirmedMessage },
      memberArea: { name: areaName, continueTo },
    },
  );
}
