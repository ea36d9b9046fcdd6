// SPEC §7 GET /api/template/GetTemplateSchema?type=form: the form block's template schema, the same for every website.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { templateSchema } from '../../domain/forms/template-schema.js';
import { HttpError } from '../http/http-error.js';

/** What the route answers when `type` is missing or not one text. */
export const TEMPLATE_TYPE_REQUIRED = 'Say which template schema you want: ?type=form.';
/** What the route answers for a type that has no schema. */
export const NO_TEMPLATE_SCHEMA = 'There is no template schema for that type.';

const query = z.object({ type: z.string().trim().min(1).max(100) });

/**
 * 200 with the schema (public, an hour in caches: it changes only with a release); 400
 * `invalid-input` without one `type`; 404 `not-found` for a type without a schema.
 */
export const templateSchemaHandler: RequestHandler = (req, res) => {
  const parsed = query.safeParse(req.query);
  if (!parsed.success) {
    throw new HttpError(400, 'invalid-input', TEMPLATE_TYPE_REQUIRED, { type: TEMPLATE_TYPE_REQUIRED });
  }
  const schema = templateSchema(parsed.data.type);
  if (schema === undefined) throw new HttpError(404, 'not-found', NO_TEMPLATE_SCHEMA);
  res.set('Cache-Control', 'public, max-age=3600').json(schema);
};
