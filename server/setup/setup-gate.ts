// Until the server is set up: POST /api/owner/setup creates the first owner and website, the editor's addresses lead to the setup screen, visitors see "Coming soon".
import { Router, type RequestHandler } from 'express';
import {
  SETUP_MESSAGES,
  SETUP_TOKEN_INVALID,
  setupBodySchema,
  setupDoneSchema,
} from '../../domain/owner-api/server-setup.js';
import { normalizeHostName } from '../../domain/host-names.js';
import type { AppDeps } from '../app-deps.js';
import { startOwnerSession } from '../accounts/owners/service.js';
import { ownerTokenOf } from '../http/owner-authority.js';
import { cookieOf, OWNER_SESSION_COOKIE, setSessionCookie } from '../accounts/sessions/cookies.js';
import { parseOwnerInput } from '../commerce/stores/owner-input.js';
import { filesOf } from '../files/storage/configured-storage.js';
import { rotateCrumb } from '../http/crumb.js';
import { EDITOR_DOORS, EDITOR_PATH } from '../owner/editor-app/routes.js';
import { barePage } from '../site/render/bare-page.js';
import { hostName, isDirectHost } from '../site/website/host.js';
import { TABLES } from '../db/tables.js';
import { completeSetup } from './setup-service.js';
import { hasAnyWebsite } from './server-state.js';
import { SETUP_PATH } from './setup-token.js';

/** What visitors see before the server is set up. */
export const COMING_SOON = {
  title: 'Coming soon',
  message: 'This website is being set up. Please come back soon.',
  /** Retry-After, in seconds. */
  retryAfterSeconds: 3600,
} as const;

/** The setup API's path. */
export const SETUP_API_PATH = '/api/owner/setup';

/** Options of {@link setupGate}. */
export interface SetupGateOptions {
  /** The crumb guard: the setup's POST carries the crumb the setup page's GET set. */
  crumb: RequestHandler;
  /** The editor's page router (its `/config/setup` page). */
  editorPage: RequestHandler;
}

/** Whether the server still waits for its setup: no website and no owner account yet. */
async function waitsForSetup(deps: AppDeps): Promise<boolean> {
  const db = deps.db.knex;
  if (await hasAnyWebsite(db)) return false;
  return (await db(TABLES.ownerAccounts).first('id')) === undefined;
}

/**
 * Mount before the website resolver. Once the database has a website (or an owner account) it only
 * passes requests on (remembered for the life of the process). Before that:
 * - `GET /api/owner/setup` → `{ needed: true }`; `POST /api/owner/setup` (crumb-guarded) → 201,
 *   the owner signed in (see completeSetup);
 * - `GET /config/setup` → the editor's page (its setup screen); any other `/config` address and
 *   the editor's doors (`/admin`, `/login`, `/editor`) → 302 `/config/setup`;
 * - any other `/api/` call → 503 `{ error: 'setup-needed' }`;
 * - every other address → 503 "Coming soon" with `Retry-After`.
 */
export function setupGate(deps: AppDeps, { crumb, editorPage }: SetupGateOptions): RequestHandler {
  let setUp = false;
  const router = Router();
  router.get(SETUP_API_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ needed: true });
  });
  router.post(SETUP_API_PATH, crumb, async (req, res) => {
    const input = parseOwnerInput(setupBodySchema, req.body);
    const host = hostName(req.get('host'));
    const named = isDirectHost(host) ? undefined : normalizeHostName(host);
    const done = await completeSetup(
      deps.db.knex,
      {
        storage: filesOf(deps),
        dataDir: deps.config.dataDir,
        hosts: named !== undefined && 'host' in named && named.host !== 'localhost' ? [named.host] : [],
      },
      input,
    );
    setUp = true;
    const issued = await startOwnerSession(deps.db.knex, {
      accountId: done.account.id,
      rememberMe: false,
      previousToken: cookieOf(req.cookies, OWNER_SESSION_COOKIE),
      userAgent: req.get('user-agent'),
    });
    setSessionCookie(res, OWNER_SESSION_COOKIE, issued.token, {
      production: deps.config.production,
      maxAgeMs: undefined,
    });
    rotateCrumb(req, res);
    // The editor sends the owner token back on every call (server/http/owner-authority.ts), as after a sign-in.
    res
      .set('Cache-Control', 'no-store')
      .status(201)
      .json({ ...setupDoneSchema.parse(done), ownerToken: ownerTokenOf(issued.token) });
  });
  router.get(SETUP_PATH, crumb, editorPage);
  router.get([EDITOR_PATH, `${EDITOR_PATH}/{*rest}`, ...EDITOR_DOORS], (_req, res) => {
    res.set('Cache-Control', 'no-store').redirect(302, SETUP_PATH);
  });
  router.use('/api', (_req, res) => {
    res
      .status(503)
      .set({ 'Cache-Control': 'no-store', 'Retry-After': String(COMING_SOON.retryAfterSeconds) });
    res.json({ error: 'setup-needed', message: COMING_SOON.message });
  });
  router.use((_req, res) => {
    res
      .status(503)
      .set({ 'Cache-Control': 'no-store', 'Retry-After': String(COMING_SOON.retryAfterSeconds) });
    res.type('html').send(barePage(COMING_SOON.title, COMING_SOON.message));
  });

  return async function setupGateMiddleware(req, res, next) {
    try {
      if (setUp || !(await waitsForSetup(deps))) {
        setUp = true;
        // The setup address works once: after it, whatever token is sent is used up.
        if (req.path === SETUP_API_PATH && req.method === 'POST') {
          res
            .status(410)
            .set('Cache-Control', 'no-store')
            .json({ error: SETUP_TOKEN_INVALID, message: SETUP_MESSAGES.tokenInvalid });
          return;
        }
        next();
        return;
      }
      router(req, res, next);
    } catch (error) {
      next(error);
    }
  };
}
