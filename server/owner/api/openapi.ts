// The OpenAPI 3.1 document of the owner API, made from the same zod schemas the routes validate with.
import { z } from 'zod';
import { rolesWith, scopeOf } from '../../../domain/owner-permissions.js';
import { errorResponseSchema } from '../../../domain/owner-api/common.js';
import { ROLE } from '../../../domain/roles.js';
import type { OwnerApi, OwnerRoute } from './owner-api.js';

type Json = Record<string, unknown>;

/** Extra operations documented beside the table's own (owner routes older than it). */
export interface DocumentedOperation {
  method: string;
  /** The full path, OpenAPI-style (`/api/owner/members`). */
  path: string;
  operation: Json;
}

/**
 * Turns zod schemas into JSON Schema 2020-12 (OpenAPI 3.1's dialect), moving each schema's `$defs`
 * (recursive or named parts) into `components.schemas` and pointing its `$ref`s there.
 */
class SchemaBook {
  readonly components: Record<string, Json> = {};

  schema(schema: z.ZodType, io: 'input' | 'output', context: string): Json {
    return this.adopt(jsonSchemaOf(schema, io), context);
  }

  /**
   * `generated` (made by {@link jsonSchemaOf}) with its `$defs` moved into the components: inside a
   * document, `#/$defs/…` would point at the document's root, where there are none.
   */
  adopt(generated: Json, context: string): Json {
    const { $defs, ...root } = generated;
    const defs = ($defs ?? {}) as Record<string, Json>;
    const renamed = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      const wanted = name.startsWith('__') ? `${context}${name.replace(/^_+schema/, 'Part')}` : name;
      let chosen = wanted;
      for (
        let n = 2;
        this.components[chosen] !== undefined &&
        JSON.stringify(this.components[chosen]) !== JSON.stringify(defs[name]);
        n += 1
      ) {
        chosen = `${wanted}${n}`;
      }
      renamed.set(name, chosen);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      const out: Json = {};
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') {
          const match = /^#\/\$defs\/(.+)$/.exec(inner);
          out[key] = match !== null ? `#/components/schemas/${renamed.get(match[1]) ?? match[1]}` : inner;
        } else out[key] = rewrite(inner);
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs))
      this.components[renamed.get(name)!] = rewrite(def) as Json;
    return rewrite(root) as Json;
  }

  /**
   * `value` (a hand-documented operation, or part of one) with the `$defs` of every schema in it
   * moved into the components, innermost first.
   */
  adoptAll(value: unknown, context: string): unknown {
    if (Array.isArray(value)) return value.map((inner) => this.adoptAll(inner, context));
    if (value === null || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [key, inner] of Object.entries(value))
      out[key] = key === '$defs' ? inner : this.adoptAll(inner, context);
    return out.$defs === undefined ? out : this.adopt(out, context);
  }
}

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ROLE_NAMES = new Map<number, string>(
  Object.entries(ROLE).map(([name, number]) => [
    number,
    name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`),
  ]),
);

/**
 * What an operation says of its guard (`requireOwner({ roles, scope })`): the roles by name and SPEC
 * §3 number, the API-key scopes that let a key in (none: keys are refused), the security
 * requirements, and both again as `x-roles` and `x-api-key-scopes` for tools (and for the test that
 * compares them with the real guards).
 */
export function guardDocs(roles: readonly number[], scopes: readonly string[]): Json {
  const sorted = [...roles].sort((a, b) => a - b);
  const names = sorted.map((role) => `${ROLE_NAMES.get(role) ?? 'role'} (${role})`).join(', ');
  const keys =
    scopes.length === 0
      ? 'API keys are refused: people signed in only.'
      : `API-key scope: ${scopes.map((scope) => `\`${scope}\``).join(' or ')}.`;
  return {
    description: `Roles: ${names} (SPEC §3 numbers). ${keys}`,
    security: [{ session: [] }, ...scopes.map((scope) => ({ apiKey: [scope] }))],
    'x-roles': sorted,
    'x-api-key-scopes': [...scopes],
  };
}

function parameters(book: SchemaBook, route: OwnerRoute): Json[] {
  const list: Json[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (schema === undefined) return;
    const json = book.schema(schema, 'input', `${pascal(route.operationId)}${pascal(where)}`);
    const properties = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  };
  add('path', route.params);
  add('query', route.query);
  if (route.ifMatch !== undefined) {
    list.push({
      name: 'If-Match',
      in: 'header',
      required: route.ifMatch === 'required',
      description: 'The version being saved over; a save over an older version is refused with 412.',
      schema: { type: 'string', pattern: '^(W/)?"?[0-9]+"?$' },
    });
  }
  return list;
}

/** The API-key scope a table route lets in: none for a people-only capability. */
function keyScopesOf(route: OwnerRoute): string[] {
  const scope = scopeOf(route.capability);
  return scope === undefined ? [] : [scope];
}

function operation(book: SchemaBook, route: OwnerRoute): Json {
  const id = pascal(route.operationId);
  const responses: Json = {};
  for (const [status, response] of Object.entries(route.responses)) {
    responses[status] =
      response.schema === undefined
        ? { description: response.description }
        : {
            description: response.description,
            content: {
              'application/json': { schema: book.schema(response.schema, 'output', `${id}${status}`) },
            },
          };
  }
  for (const [status, description] of [
    ['400', 'The input is not valid: `fields` names each problem.'],
    ['401', 'Nobody is signed in.'],
    ['403', 'The role or API-key scope does not allow this.'],
  ] as const) {
    responses[status] ??= {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const result: Json = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...guardDocs(rolesWith(route.capability), keyScopesOf(route)),
    responses,
  };
  const params = parameters(book, route);
  if (params.length > 0) result.parameters = params;
  if (route.multipart !== undefined) {
    // Text fields of the form (a `body` schema beside the upload) sit next to the file.
    const fields =
      route.body === undefined ? undefined : (book.schema(route.body, 'input', `${id}Fields`) as Json);
    const fieldProperties = (fields?.properties ?? {}) as Json;
    const fieldRequired = (fields?.required ?? []) as string[];
    result.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              ...fieldProperties,
              [route.multipart.field]: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: route.multipart.description,
              },
            },
            required: [...fieldRequired, route.multipart.field],
          },
        },
      },
    };
  } else if (route.body !== undefined) {
    result.requestBody = {
      required: true,
      content: { 'application/json': { schema: book.schema(route.body, 'input', `${id}Body`) } },
    };
  }
  return result;
}

/**
 * The OpenAPI 3.1 document of `api` (mounted at `/api/owner`) and of `extra` operations. A route on
 * the table documents itself: an `extra` operation with the same method and path is left out.
 */
export function openApiDocument(api: OwnerApi, extra: readonly DocumentedOperation[] = []): Json {
  const book = new SchemaBook();
  book.components.Error = book.schema(errorResponseSchema, 'output', 'Error');
  const paths: Record<string, Json> = {};
  for (const route of api.routes) {
    const path = `/api/owner${route.path}`;
    paths[path] ??= {};
    paths[path][route.method] = operation(book, route);
  }
  for (const { method, path, operation: documented } of extra) {
    paths[path] ??= {};
    const context = pascal(String(documented.operationId ?? 'Operation'));
    paths[path][method] ??= book.adoptAll(documented, context);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera owner API',
      version: '1.0.0',
      description:
        'What the editor at /config does, for scripts too. Sign in (POST /api/owner/session) and send the `crumb` cookie back in `X-Csrf-Token`, or send `Authorization: Bearer <API key>` with the scope an operation names. Errors are `{ error, message, fields? }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: book.components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'owner_session' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key made under Settings, with scopes.',
        },
      },
    },
  };
}

/** Where {@link jsonSchemaOf} puts a schema that refers to itself (zod writes `$ref: '#'`). */
const SELF = '__schemaSelf';

/**
 * Converts a zod schema for a hand-documented operation (see `DocumentedOperation`). Recursive parts
 * stay in `$defs` (`openApiDocument` moves them into the components); a schema that refers to
 * itself is put there too, since `#` inside a document means the whole document.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  delete generated.$schema;
  if (!JSON.stringify(generated).includes('"$ref":"#"')) return generated;
  const self = `#/$defs/${SELF}`;
  const point = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(point);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && inner === '#' ? self : point(inner),
      ]),
    );
  };
  const { $defs, ...root } = point(generated) as Json;
  return { $ref: self, $defs: { ...($defs as Json | undefined), [SELF]: root } };
}
