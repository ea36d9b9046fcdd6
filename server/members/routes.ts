// The site users' pages as plain forms: sign in, sign up, sign out, the account page, password reset, joining a member area and its confirmation (208).
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { MEMBER_PATHS, MEMBER_TEXTS } from '../../domain/members.js';
import { emailSchema, newPasswordSchema, passwordSchema } from '../accounts/input.js';
import { signUpSiteUser } from '../accounts/site-users/service.js';
import { xsrfTokenFor } from '../accounts/site-users/xsrf.js';
import type { AppDeps } from '../app-deps.js';
import { createPageRenderer, type PageRendererOptions } from '../commerce/checkout/page-renderer.js';
import { localPath } from '../commerce/cart/return-path.js';
import { HttpError } from '../http/http-error.js';
import { RATE_LIMIT_PRESETS, RATE_LIMITED_MESSAGE, rateLimits } from '../http/rate-limit.js';
import type { PageView } from '../site/context/page-view.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { websiteRecordOf } from '../site/website/request-website.js';
import { accountContents } from './account-contents.js';
import { isOrderOfSiteUser } from './account-store.js';
import { orderStatusPath } from '../commerce/orders/order-links.js';
import { issueOrderToken } from '../commerce/orders/order-tokens.js';
import {
  accountPage,
  forgotPasswordPage,
  membershipConfirmedPage,
  resetPasswordPage,
  signInPage,
  signUpPage,
  type MemberFormState,
} from './member-pages.js';
import { confirmSiteUserReset, isLiveReset, requestSiteUserReset } from './password-resets.js';
import { endSiteUserSession, startSiteUserSession } from './site-user-session.js';
import { addMember, areasOfSiteUser, findMemberArea } from './store.js';
import { readSsoSettings } from '../sso/store.js';
import { SSO_TEXTS } from '../../domain/sso.js';

/** Options of {@link createMemberRouter}. */
export interface MemberRouterOptions extends PageRendererOptions {
  /** The app's crumbProtection(): every form here carries the crumb. */
  crumb: RequestHandler;
  /** Failed sign-ins (default: the `login` preset). */
  signInRateLimit?: RequestHandler;
  /** Sign-ups, reset requests and new passwords (default: the `forms` preset, one counter each). */
  formRateLimit?: (prefix: string) => RequestHandler;
}

const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean());
const signInForm = z.object({ email: emailSchema, password: passwordSchema, rememberMe: flag });
const signUpForm = z.object({ email: emailSchema, password: newPasswordSchema });
const emailForm = z.object({ email: emailSchema });
const resetForm = z.object({ token: z.string().min(1).max(200), password: newPasswordSchema });
const areaField = z.string().min(1).max(100);
const orderIdField = z.string().min(1).max(100);

function text(value: unknown, max = 300): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** Where to go after the form: a path of this site, else the account page. */
function returnToOf(value: unknown): string {
  return localPath(value) ?? MEMBER_PATHS.account;
}

/** The first problem of each field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  return fields;
}

function websiteIdOf(req: Request): string {
  const website = websiteRecordOf(req);
  if (website === undefined) throw new Error('The member pages need resolveWebsite() mounted before them.');
  return website.id;
}

function welcomePath(areaId: string, returnTo: string): string {
  return `${MEMBER_PATHS.welcome}?area=${encodeURIComponent(areaId)}&returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The member router, mounted after `authenticate` and the crumb and before the site router:
 * `GET|POST /account/sign-in` (303 to `returnTo` or `/account`; 401 with the message),
 * `GET|POST /account/sign-up` (a `joinArea` of a free area joins it and leads to 208),
 * `POST /account/sign-out`, `GET /account` (the visitor's orders, addresses, subscriptions and
 * restock sign-ups; sign-in first), `GET|POST /account/forgot-password`,
 * `GET|POST /account/reset-password?token=` (the mailed link, once), `POST /members/join` and
 * `GET /members/welcome` (208). Every page is rendered per request and never stored by a cache.
 */
export function createMemberRouter(deps: AppDeps, options: MemberRouterOptions): Router {
  const db = deps.db.knex;
  const pages = createPageRenderer(deps, options);
  const signInLimit =
    options.signInRateLimit ?? rateLimits(deps, { ...RATE_LIMIT_PRESETS.login, prefix: 'member-sign-in' });
  const formLimit =
    options.formRateLimit ?? ((prefix: string) => rateLimits(deps, { ...RATE_LIMIT_PRESETS.forms, prefix }));
  const form = [express.urlencoded({ extended: false, limit: '8kb' }), options.crumb];
  const router = Router();

  /** The signed-in site user's token for the forms' hidden field. */
  const stateOf = (req: Request, state: MemberFormState = {}): MemberFormState => {
    const xsrfToken = xsrfTokenFor(req);
    return xsrfToken === undefined ? state : { ...state, xsrfToken };
  };
  /** `state` with the website's single sign-on provider, when one is switched on (sign-in offers it). */
  const withSso = async (req: Request, state: MemberFormState): Promise<MemberFormState> => {
    const settings = await readSsoSettings(deps.db.knex, websiteIdOf(req));
    return settings?.enabled === true
      ? { ...state, ssoButton: SSO_TEXTS.button(settings.provider_name) }
      : state;
  };
  const noReferrer = (res: Response) => res.set('Referrer-Policy', 'no-referrer');

  /**
   * `limit`, with its 429 answered as the form's page saying the limiter's message (a plain form
   * shows what it gets: JSON would read as code), instead of the API's JSON.
   */
  const asPage =
    (limit: RequestHandler, pageOf: (req: Request, error: string) => PageView): RequestHandler =>
    (req, res, next) => {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        res.json = json;
        if (res.statusCode !== 429) return json(body);
        const said = (body as { message?: unknown } | null)?.message;
        const error = typeof said === 'string' ? said : RATE_LIMITED_MESSAGE;
        pages.send(req, res, async () => ({ ...pageOf(req, error), status: 429 })).catch(next);
        return res;
      };
      limit(req, res, next);
    };
  const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

  router.get(MEMBER_PATHS.signIn, options.crumb, async (req, res) => {
    const notice =
      req.query.signedOut !== undefined
        ? MEMBER_TEXTS.signedOut
        : req.query.reset !== undefined
          ? MEMBER_TEXTS.resetDone
          : undefined;
    const returnTo = localPath(req.query.returnTo);
    await pages.send(req, res, async () =>
      signInPage(
        await withSso(
          req,
          stateOf(req, { ...(returnTo === undefined ? {} : { returnTo }), ...(notice ? { notice } : {}) }),
        ),
      ),
    );
  });

  router.post(
    MEMBER_PATHS.signIn,
    ...form,
    asPage(signInLimit, (req, error) =>
      signInPage(
        stateOf(req, { returnTo: returnToOf(bodyOf(req).returnTo), email: text(bodyOf(req).email), error }),
      ),
    ),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const returnTo = returnToOf(body.returnTo);
      const state = stateOf(req, { returnTo, email: text(body.email) });
      const parsed = signInForm.safeParse(body);
      if (!parsed.success) {
        const error = Object.values(fieldErrors(parsed.error))[0] ?? MEMBER_TEXTS.wrongCredentials;
        return pages.send(req, res, async () => signInPage(await withSso(req, { ...state, error }), 400));
      }
      try {
        await startSiteUserSession(deps, req, res, { websiteId: websiteIdOf(req), ...parsed.data });
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 401) throw error;
        return pages.send(req, res, async () =>
          signInPage(await withSso(req, { ...state, error: MEMBER_TEXTS.wrongCredentials }), 401),
        );
      }
      res.redirect(303, returnTo);
    },
  );

  router.get(MEMBER_PATHS.signUp, options.crumb, async (req, res) => {
    const returnTo = localPath(req.query.returnTo);
    await pages.send(req, res, async () =>
      signUpPage(stateOf(req, returnTo === undefined ? {} : { returnTo })),
    );
  });

  router.post(
    MEMBER_PATHS.signUp,
    ...form,
    asPage(formLimit('member-sign-up'), (req, error) =>
      signUpPage(stateOf(req, { returnTo: returnToOf(bodyOf(req).returnTo), fields: { body: error } })),
    ),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const websiteId = websiteIdOf(req);
      const returnTo = returnToOf(body.returnTo);
      const joinArea = areaField.safeParse(body.joinArea);
      const state = stateOf(req, {
        returnTo,
        email: text(body.email),
        ...(joinArea.success ? { joinArea: joinArea.data } : {}),
      });
      const parsed = signUpForm.safeParse(body);
      if (!parsed.success)
        return pages.send(req, res, async () =>
          signUpPage({ ...state, fields: fieldErrors(parsed.error) }, 400),
        );
      try {
        await signUpSiteUser(db, { websiteId, ...parsed.data });
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 409) throw error;
        const fields = { email: MEMBER_TEXTS.emailTaken };
        return pages.send(req, res, async () => signUpPage({ ...state, fields }, 409));
      }
      const user = await startSiteUserSession(deps, req, res, {
        websiteId,
        ...parsed.data,
        rememberMe: false,
      });
      const area = joinArea.success ? await findMemberArea(db, websiteId, joinArea.data) : undefined;
      if (area?.access === 'free') {
        // Memberships are read per request, never cached: nothing of the site cache changes.
        await addMember(db, websiteId, area.id, user.id);
        return res.redirect(303, welcomePath(area.id, returnTo));
      }
      res.redirect(303, returnTo);
    },
  );

  router.post(MEMBER_PATHS.signOut, ...form, async (req, res) => {
    await endSiteUserSession(deps, req, res, websiteIdOf(req));
    res.redirect(303, `${MEMBER_PATHS.signIn}?signedOut=1`);
  });

  router.get(MEMBER_PATHS.account, options.crumb, async (req, res) => {
    const user = req.siteUser;
    if (user === undefined)
      return res.redirect(303, `${MEMBER_PATHS.signIn}?returnTo=${encodeURIComponent(MEMBER_PATHS.account)}`);
    await pages.send(req, res, async (request) =>
      accountPage(await accountContents(db, request.site.website, user), stateOf(req)),
    );
  });

  // The account page's order links: order tokens are kept only as hashes, so a signed-in buyer's
  // link to their order issues a new one and goes on to the status page with it.
  router.get(`${MEMBER_PATHS.accountOrder}/:orderId`, options.crumb, async (req, res) => {
    const user = req.siteUser;
    if (user === undefined)
      return res.redirect(303, `${MEMBER_PATHS.signIn}?returnTo=${encodeURIComponent(req.originalUrl)}`);
    const orderId = orderIdField.safeParse(req.params.orderId);
    const websiteId = websiteIdOf(req);
    if (!orderId.success || !(await isOrderOfSiteUser(db, websiteId, user.id, orderId.data)))
      return pages.sendNotFound(req, res);
    const token = await issueOrderToken(db, websiteId, orderId.data);
    res.set('Cache-Control', 'no-store').redirect(303, orderStatusPath(orderId.data, token));
  });

  router.get(MEMBER_PATHS.forgotPassword, options.crumb, async (req, res) => {
    await pages.send(req, res, async () => forgotPasswordPage(stateOf(req)));
  });

  router.post(
    MEMBER_PATHS.forgotPassword,
    ...form,
    asPage(formLimit('member-password-reset'), (req, error) => forgotPasswordPage(stateOf(req, { error }))),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const parsed = emailForm.safeParse(body);
      if (!parsed.success) {
        const error = fieldErrors(parsed.error).email ?? 'Please enter a valid email.';
        return pages.send(req, res, async () =>
          forgotPasswordPage(stateOf(req, { email: text(body.email), error }), 400),
        );
      }
      const website = websiteRecordOf(req);
      if (website === undefined)
        throw new Error('The member pages need resolveWebsite() mounted before them.');
      await requestSiteUserReset(db, {
        websiteId: website.id,
        siteTitle: website.site_title,
        email: parsed.data.email,
        origin: await publicBaseUrl(deps, website),
      });
      await pages.send(req, res, async () =>
        forgotPasswordPage(stateOf(req, { notice: MEMBER_TEXTS.resetSent })),
      );
    },
  );

  router.get(MEMBER_PATHS.resetPassword, options.crumb, async (req, res) => {
    noReferrer(res);
    const token = text(req.query.token, 200);
    const live = token !== '' && (await isLiveReset(db, websiteIdOf(req), token));
    await pages.send(req, res, async () =>
      live
        ? resetPasswordPage(token, stateOf(req))
        : resetPasswordPage(undefined, { error: MEMBER_TEXTS.resetInvalid }, 410),
    );
  });

  router.post(
    MEMBER_PATHS.resetPassword,
    ...form,
    asPage(formLimit('member-new-password'), (req, error) =>
      resetPasswordPage(text(bodyOf(req).token, 200) || undefined, stateOf(req, { error })),
    ),
    async (req, res) => {
      noReferrer(res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const parsed = resetForm.safeParse(body);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        const token = text(body.token, 200);
        if (fields.token !== undefined || token === '')
          return pages.send(req, res, async () =>
            resetPasswordPage(undefined, { error: MEMBER_TEXTS.resetInvalid }, 410),
          );
        return pages.send(req, res, async () =>
          resetPasswordPage(token, stateOf(req, { error: fields.password }), 400),
        );
      }
      const done = await confirmSiteUserReset(db, { websiteId: websiteIdOf(req), ...parsed.data });
      if (!done)
        return pages.send(req, res, async () =>
          resetPasswordPage(undefined, { error: MEMBER_TEXTS.resetInvalid }, 410),
        );
      await endSiteUserSession(deps, req, res, websiteIdOf(req));
      res.redirect(303, `${MEMBER_PATHS.signIn}?reset=1`);
    },
  );

  router.post(MEMBER_PATHS.join, ...form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const returnTo = returnToOf(body.returnTo);
    const user = req.siteUser;
    if (user === undefined)
      return res.redirect(303, `${MEMBER_PATHS.signIn}?returnTo=${encodeURIComponent(returnTo)}`);
    const websiteId = websiteIdOf(req);
    const areaId = areaField.safeParse(body.area);
    const area = areaId.success ? await findMemberArea(db, websiteId, areaId.data) : undefined;
    // Only a free area is joined by asking; a paid one by subscribing.
    if (area === undefined || area.access !== 'free') return res.redirect(303, returnTo);
    await addMember(db, websiteId, area.id, user.id);
    res.redirect(303, welcomePath(area.id, returnTo));
  });

  router.get(MEMBER_PATHS.welcome, options.crumb, async (req, res) => {
    const returnTo = returnToOf(req.query.returnTo);
    const user = req.siteUser;
    const websiteId = websiteIdOf(req);
    const areaId = areaField.safeParse(req.query.area);
    const area = areaId.success ? await findMemberArea(db, websiteId, areaId.data) : undefined;
    const member =
      user !== undefined &&
      area !== undefined &&
      (await areasOfSiteUser(db, websiteId, user.id)).includes(area.id);
    if (!member || area === undefined) return res.redirect(303, returnTo);
    await pages.send(req, res, async () => membershipConfirmedPage(area.name, returnTo));
  });

  return router;
}
