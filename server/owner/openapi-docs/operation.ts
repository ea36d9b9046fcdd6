// How an owner route outside the route table is described in openapi.json: its guard, parameters, body and answers in one small spec.
import type { z } from 'zod';
import { guardDocs, jsonSchemaOf, type DocumentedOperation } from '../api/openapi.js';

type Json = Record<string, unknown>;

/** A schema: zod (converted as the route parses it) or JSON Schema written by hand. */
export type DocSchema = z.ZodType | Json;

/** One documented answer. */
export interface DocResponse {
  description: string;
  /** The body; none for 204 and the like. */
  schema?: DocSchema;
  /** Default `application/json`. */
  contentType?: string;
  headers?: Json;
}

/**
 * Who may call a route: the `roles` and `scopes` its `requireOwner` checks (read from the route's
 * code, never guessed: `tests/owner/openapi.test.ts` compares them with the real guards), `public`
 * for routes anyone may call, or `session` for routes that read the session without a role check.
 */
export type DocGuard = { roles: readonly number[]; scopes: readonly string[] } | 'public' | 'session';

/** An owner route outside the table, as {@link describeRoute} documents it. */
export interface DocOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The full path, OpenAPI-style (`/api/owner/api-keys/{id}`). */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** What the route does, in a sentence or two; the guard's facts are added after it. */
  about: string;
  guard: DocGuard;
  /** Each `{name}` of the path, described; a name left out is a plain string. */
  pathParams?: Record<string, { description: string; schema?: DocSchema }>;
  /** The query string: a zod object (as the route parses it) or its properties by hand. */
  query?: z.ZodType | Record<string, { description?: string; schema: Json; required?: boolean }>;
  /** The JSON body. */
  body?: DocSchema;
  responses: Record<number, DocResponse>;
}

const isZod = (schema: DocSchema): schema is z.ZodType =>
  typeof (schema as { safeParse?: unknown }).safeParse === 'function';

/** The JSON Schema of `schema`; zod's is taken as what the route accepts (input) or answers (output). */
export function schemaOf(schema: DocSchema, io: 'input' | 'output'): Json {
  return isZod(schema) ? jsonSchemaOf(schema, io) : schema;
}

/** The answer every failure has: `{ error, message, fields? }`. */
export const ERROR_BODY: Json = { $ref: '#/components/schemas/Error' };

/** A failure's documented answer. */
export function failure(description: string): DocResponse {
  return { description, schema: ERROR_BODY };
}

const GUARD_FAILURES: Record<number, DocResponse> = {
  401: failure('Nobody is signed in (or the API key is unknown, revoked or expired): "Please sign in."'),
  403: failure('The role or API-key scope does not allow this: "You do not have permission to do that."'),
};

function parameters(op: DocOperation): Json[] {
  const list: Json[] = [];
  for (const [, name] of op.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
    const given = op.pathParams?.[name];
    list.push({
      name,
      in: 'path',
      required: true,
      ...(given === undefined ? {} : { description: given.description }),
      schema: given?.schema === undefined ? { type: 'string' } : schemaOf(given.schema, 'input'),
    });
  }
  if (op.query !== undefined && isZod(op.query as DocSchema)) {
    const json = jsonSchemaOf(op.query as z.ZodType, 'input');
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((json.properties ?? {}) as Record<string, Json>))
      list.push({ name, in: 'query', required: required.has(name), schema });
  } else if (op.query !== undefined) {
    const query = op.query as Record<string, { description?: string; schema: Json; required?: boolean }>;
    for (const [name, { description, schema, required = false }] of Object.entries(query))
      list.push({
        name,
        in: 'query',
        required,
        ...(description === undefined ? {} : { description }),
        schema,
      });
  }
  return list;
}

function response({ description, schema, contentType = 'application/json', headers }: DocResponse): Json {
  return {
    description,
    ...(headers === undefined ? {} : { headers }),
    ...(schema === undefined ? {} : { content: { [contentType]: { schema: schemaOf(schema, 'output') } } }),
  };
}

/**
 * The OpenAPI operation of `op`: its guard's roles and scopes in the description and `security`,
 * 401 and 403 for guarded routes and 400 for routes with a body unless `op` words them itself.
 */
export function describeRoute(op: DocOperation): DocumentedOperation {
  const guarded = typeof op.guard === 'object';
  const all: Record<number, DocResponse> = { ...op.responses };
  if (op.body !== undefined) all[400] ??= failure('The input is not valid: `fields` names each problem.');
  if (guarded || op.guard === 'session') all[401] ??= GUARD_FAILURES[401];
  if (guarded) all[403] ??= GUARD_FAILURES[403];
  const responses: Json = {};
  for (const status of Object.keys(all).sort()) responses[status] = response(all[Number(status)]);
  const facts =
    typeof op.guard === 'object'
      ? guardDocs(op.guard.roles, op.guard.scopes)
      : op.guard === 'session'
        ? { description: 'For the owner signed in by this browser session.', security: [{ session: [] }] }
        : { description: 'Public: no sign-in needed.', security: [] };
  const { description, ...guardFields } = facts;
  const params = parameters(op);
  return {
    method: op.method,
    path: op.path,
    operation: {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      description: `${op.about} ${String(description)}`,
      ...guardFields,
      ...(params.length === 0 ? {} : { parameters: params }),
      ...(op.body === undefined
        ? {}
        : {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(op.body, 'input') } },
            },
          }),
      responses,
    },
  };
}
