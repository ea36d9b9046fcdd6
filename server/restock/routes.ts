// Restock routes: the visitor's sign-up (JSON and plain form), the site user's account call, and the owner's lists and sends (SPEC §7).
import { Router, type RequestHandler } from 'express';
import { RESTOCK_API_PATH, RESTOCK_FORM_FIELDS, RESTOCK_FORM_PATH } from '../../domain/restock-rules.js';
import { websiteOf } from '../accounts/website-of.js';
import type { AppDeps } from '../app-deps.js';
import { ROLE } from '../accounts/roles.js';
import { localPath, refererPath } from '../commerce/cart/return-path.js';
import { requireOwner, requireSiteUser } from '../http/auth.js';
import { badRequest } from '../http/http-error.js';
import { describeError } from '../http/error-handler.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../http/rate-limit.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { accountPayload, variantRef, visitorForm, visitorPayload } from './input.js';
import { notifyVariant } from './notify-restocked.js';
import { listSignUpGroups, listSignUps } from './owner-lists.js';
import { restockError } from './restock-errors.js';
import { restockResultPage } from './result-page.js';
import { signUpForRestock } from './sign-up.js';
import { findWaitedVariant } from './store.js';

/** SPEC §7's owner path, under the site-user API. */
export const RESTOCK_OWNER_PATH = '/api/site-users/account/notifications/restock';

/** Who may see and notify the waiting lists: admins, website managers and store managers, or a key with the scope. */
const READ = requireOwner({
  roles: [ROLE.admin, ROLE.websiteManager, ROLE.storeManager],
  scope: 'restock:read',
});
const WRITE = requireOwner({
  roles: [ROLE.admin, ROLE.websiteManager, ROLE.storeManager],
  scope: 'restock:write',
});

const PAGE_SIZE = 50;
const MAX_SEND_REQUESTS = 100;

/** Options of {@link createRestockRouter}. */
export interface RestockRouterOptions {
  /** Visitor sign-ups (default: the `forms` preset, counted in the database). */
  signUpRateLimit?: RequestHandler;
}

function query(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function pageSize(value: unknown): number {
  if (value === undefined) return PAGE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 200) {
    throw badRequest('The page size must be a whole number from 1 to 200.', { limit: 'Choose 1 to 200.' });
  }
  return size;
}

/**
 * The restock router, mounted after `authenticate` and the crumb, before the site-user router:
 * - `POST /api/commerce/restock-notifications` (SPEC §3 visitor payload, JSON) → 200 `{ message }`
 *   (the site's restock text, else 'Signed up!'); refusals `{ error, message, fields? }`: 400
 *   'Email cannot be blank' / 'Email is invalid' / 'Complete CAPTCHA before submitting.' /
 *   'Unable to submit form. Please try again later.' (no JSON object), 404 (no such variant, or
 *   sign-ups not offered), 409 (in stock), 429.
 * - `POST /restock-notifications` (the block's plain form, JavaScript off) → the same outcome as a
 *   small page with the same status and a link back.
 * - `POST …/account/notifications/restock` (signed-in site user: productId, variantId, language?).
 * - Owner: `GET …/restock` (`?cursor` → groups; `?productId&variantId&cursor` → sign-ups),
 *   `GET …/restock/groups?cursor`, `POST …/restock/send` `{ productId, variantId }` and
 *   `POST …/restock/send/all` `{ sendRequests: [{ productId, variantId }] }`.
 */
export function createRestockRouter(
  deps: AppDeps,
  {
    signUpRateLimit = rateLimits(deps, { ...RATE_LIMIT_PRESETS.forms, prefix: 'restock-sign-up' }),
  }: RestockRouterOptions = {},
): Router {
  const db = deps.db.knex;
  const router = Router();

  router.post(RESTOCK_API_PATH, signUpRateLimit, async (req, res) => {
    const website = websiteOf(req);
    const input = visitorPayload(req.body);
    const result = await signUpForRestock(db, {
      ...input,
      websiteId: website.id,
      origin: await publicBaseUrl(deps, website),
    });
    res.json(result);
  });

  router.post(RESTOCK_FORM_PATH, signUpRateLimit, async (req, res) => {
    const website = websiteOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const backTo = localPath(body[RESTOCK_FORM_FIELDS.returnTo]) ?? refererPath(req) ?? '/';
    try {
      const input = visitorForm(req.body);
      const { message } = await signUpForRestock(db, {
        ...input,
        websiteId: website.id,
        origin: await publicBaseUrl(deps, website),
      });
      res
        .status(200)
        .type('html')
        .send(restockResultPage(message, backTo, website.title));
    } catch (error) {
      const refusal = describeError(error);
      if (refusal.status >= 500) throw error;
      res
        .status(refusal.status)
        .type('html')
        .send(restockResultPage(refusal.message, backTo, website.title));
    }
  });

  router.post(RESTOCK_OWNER_PATH, requireSiteUser(), async (req, res) => {
    const input = accountPayload(req.body);
    const siteUser = req.siteUser!;
    const website = websiteOf(req);
    const result = await signUpForRestock(db, {
      ...input,
      websiteId: website.id,
      email: siteUser.email,
      joinMailingList: false,
      siteUserId: siteUser.id,
      origin: await publicBaseUrl(deps, website),
    });
    res.json(result);
  });

  router.get(RESTOCK_OWNER_PATH, READ, async (req, res) => {
    const websiteId = websiteOf(req).id;
    const productId = query(req.query.productId);
    const variantId = query(req.query.variantId);
    const options = { cursor: query(req.query.cursor), limit: pageSize(req.query.limit) };
    if ((productId === undefined) !== (variantId === undefined)) {
      throw badRequest('Give both productId and variantId, or neither.', {
        [productId === undefined ? 'productId' : 'variantId']: 'Required with the other.',
      });
    }
    res.set('Cache-Control', 'no-store');
    res.json(
      productId !== undefined && variantId !== undefined
        ? await listSignUps(db, websiteId, { ...options, productId, variantId })
        : await listSignUpGroups(db, websiteId, options),
    );
  });

  router.get(`${RESTOCK_OWNER_PATH}/groups`, READ, async (req, res) => {
    const page = await listSignUpGroups(db, websiteOf(req).id, {
      cursor: query(req.query.cursor),
      limit: pageSize(req.query.limit),
    });
    res.set('Cache-Control', 'no-store');
    res.json(page);
  });

  const send = async (websiteId: string, ref: { productId: string; variantId: string }) => {
    if ((await findWaitedVariant(db, websiteId, ref.productId, ref.variantId)) === undefined) {
      throw restockError('variant-unavailable');
    }
    const { notified, waiting } = await notifyVariant(db, websiteId, ref.variantId);
    return { ...ref, notified, waiting };
  };

  router.post(`${RESTOCK_OWNER_PATH}/send`, WRITE, async (req, res) => {
    res.json(await send(websiteOf(req).id, variantRef(req.body)));
  });

  router.post(`${RESTOCK_OWNER_PATH}/send/all`, WRITE, async (req, res) => {
    const websiteId = websiteOf(req).id;
    const requests: unknown = (req.body as Record<string, unknown> | undefined)?.sendRequests;
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > MAX_SEND_REQUESTS) {
      throw badRequest(`Send 1 to ${MAX_SEND_REQUESTS} requests in sendRequests.`, {
        sendRequests: 'Give a list of { productId, variantId }.',
      });
    }
    const refs = requests.map(variantRef);
    const results = [];
    for (const ref of refs) results.push(await send(websiteId, ref));
    res.json({ results, notified: results.reduce((sum, result) => sum + result.notified, 0) });
  });

  return router;
}
