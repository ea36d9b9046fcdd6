// The owner API's route table: each route declared once (path, guard, zod schemas, handler), mounted on Express and described in openapi.json.
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { rolesWith, scopeOf, type Capability } from '../../../domain/owner-permissions.js';
import type { AppDeps } from '../../app-deps.js';
import { websiteOf } from '../../accounts/website-of.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { requireOwner } from '../../http/auth.js';
import type { RequestWebsite } from '../../http/request-context.js';
import { actorOf, type Actor } from './actor.js';

/** An HTTP method of an owner route. */
export type OwnerMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One documented answer of a route. */
export interface OwnerResponse {
  description: string;
  /** The JSON body's schema; none for 204. */
  schema?: z.ZodType;
}

/** What a handler is given: the parsed input, the website, who is asking and the database. */
export interface OwnerCall<B, Q, P> {
  req: Request;
  res: Response;
  db: Knex;
  deps: AppDeps;
  website: RequestWebsite;
  actor: Actor;
  body: B;
  query: Q;
  params: P;
}

/** What a handler returns: a body (sent with the route's first success status), or a status and body. */
export type OwnerReply = { status: number; body?: unknown } | Record<string, unknown> | undefined;

/** One owner route. `path` is OpenAPI-style and relative to `/api/owner` (`/pages/{id}`). */
export interface OwnerRoute<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
> {
  method: OwnerMethod;
  path: string;
  operationId: string;
  summary: string;
  /** OpenAPI tag: the editor screen it serves (Pages, Files…). */
  tag: string;
  /**
   * What the caller must be allowed: the roles that grant it, or the API-key scope standing for it
   * (none for a people-only capability: every key is refused).
   */
  capability: Capability;
  params?: P;
  query?: Q;
  /** A JSON body; `multipart` instead for uploads (parsed by the route's own `before` middleware). */
  body?: B;
  multipart?: { field: string; description: string };
  /** Whether the route reads `If-Match: <version>` (documented as a header parameter). */
  ifMatch?: 'required' | 'optional';
  /** Middleware that runs after the guard and before parsing (an upload parser). */
  before?: import('express').RequestHandler[];
  responses: Record<number, OwnerResponse>;
  handle(call: OwnerCall<z.output<B>, z.output<Q>, z.output<P>>): Promise<OwnerReply> | OwnerReply;
}

/** The Express form of an OpenAPI path: `/pages/{id}` → `/pages/:id`. */
export function expressPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** Every owner route, in the order they were declared. */
export class OwnerApi {
  readonly routes: OwnerRoute[] = [];

  /** Declares a route (see {@link OwnerRoute}); an operationId or method and path used twice throws. */
  route<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType>(route: OwnerRoute<B, Q, P>): void {
    const clash = this.routes.find(
      (known) =>
        known.operationId === route.operationId ||
        (known.method === route.method && known.path === route.path),
    );
    if (clash !== undefined)
      throw new Error(`Owner route ${route.operationId} clashes with ${clash.operationId}.`);
    this.routes.push(route as unknown as OwnerRoute);
  }

  /** The routes on an Express router, relative to `/api/owner`. */
  router(deps: AppDeps): Router {
    const router = Router();
    const db = deps.db.knex;
    for (const route of this.routes) {
      const guard = requireOwner({ roles: rolesWith(route.capability), scope: scopeOf(route.capability) });
      const success = Object.keys(route.responses)
        .map(Number)
        .filter((status) => status >= 200 && status < 300)
        .sort((a, b) => a - b)[0];
      router[route.method](expressPath(route.path), guard, ...(route.before ?? []), async (req, res) => {
        const call: OwnerCall<unknown, unknown, unknown> = {
          req,
          res,
          db,
          deps,
          website: websiteOf(req),
          actor: actorOf(req),
          params: route.params === undefined ? {} : parseOwnerInput(route.params, req.params),
          query: route.query === undefined ? {} : parseOwnerInput(route.query, req.query),
          body: route.body === undefined ? undefined : parseOwnerInput(route.body, req.body),
        };
        const reply = await route.handle(call as never);
        if (res.headersSent) return;
        const explicit =
          reply !== undefined &&
          typeof (reply as { status?: unknown }).status === 'number' &&
          Object.keys(reply).every((key) => key === 'status' || key === 'body');
        const status = explicit ? (reply as { status: number }).status : (success ?? 200);
        const body = explicit ? (reply as { body?: unknown }).body : reply;
        res.set('Cache-Control', 'no-store');
        if (status === 204 || body === undefined) res.status(status).end();
        else res.status(status).json(body);
      });
    }
    return router;
  }
}
