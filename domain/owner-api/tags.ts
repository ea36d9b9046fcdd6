// Tags and categories as the tag manager reads and writes them.
import { z } from 'zod';
import { changeStampSchema, idSchema, optionSchema } from './common.js';
import { MAX_TAG_LENGTH } from './item-rules.js';
import { TAG_KINDS, tagNameProblem } from './tag-rules.js';

export { TAG_EXISTS_ERROR, TAG_KINDS, tagNameProblem } from './tag-rules.js';
export type { TagKind } from './tag-rules.js';

/** `POST /api/owner/tags`. */
export const createTagBodySchema = z
  .object({ kind: optionSchema(TAG_KINDS), name: z.string().trim() })
  .superRefine((value, ctx) => {
    const problem = tagNameProblem(value.kind, value.name);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: problem });
  });

/** `PATCH /api/owner/tags/{id}`: a new name, given to every item that has the old one. */
export const renameTagBodySchema = z.object({ name: z.string().trim().min(1).max(MAX_TAG_LENGTH) });

/** `GET /api/owner/tags` query. */
export const tagListQuerySchema = z.object({ kind: optionSchema(TAG_KINDS).optional() });

/** A tag or category, with how many items have it. */
export const tagViewSchema = z.object({
  id: z.string(),
  kind: z.enum(TAG_KINDS),
  name: z.string(),
  itemCount: z.number().int(),
  ...changeStampSchema.shape,
});
/** A tag or category. */
export type TagView = z.infer<typeof tagViewSchema>;

export const tagParamsSchema = z.object({ id: idSchema });

/** `GET /api/owner/tags`. */
export const tagListSchema = z.object({ tags: z.array(tagViewSchema) });
/** One tag: the answer of create and rename. */
export const tagReplySchema = z.object({ tag: tagViewSchema });
