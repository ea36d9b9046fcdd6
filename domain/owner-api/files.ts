// Files as the owner API reads and changes them (the file manager of SPEC §2).
import { z } from 'zod';
import { FILE_NAME_REQUIRED } from '../owner-messages.js';
import { changeStampSchema, idSchema } from './common.js';

/** `PATCH /api/owner/files/{id}`: a new display name (the file's address does not change). */
export const renameFileBodySchema = z.object({
  name: z
    .string({ error: FILE_NAME_REQUIRED })
    .trim()
    .min(1, FILE_NAME_REQUIRED)
    .max(255, 'A file name has at most 255 characters.'),
});

/** A place that uses a file: a page's block, an item's picture, a product, a collection's cover. */
export const fileUseSchema = z.object({
  kind: z.enum(['page', 'item', 'product', 'collection']),
  id: z.string(),
  title: z.string(),
  /** Where visitors see it. */
  fullUrl: z.string(),
});
/** A place that uses a file. */
export type FileUse = z.infer<typeof fileUseSchema>;

/** A file as the owner API shows it. */
export const fileViewSchema = z.object({
  id: z.string(),
  /** The name the file manager shows and owners rename. */
  name: z.string(),
  /** The stored name, part of its address. */
  filename: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  isImage: z.boolean(),
  /** The IMAGES id image blocks and items refer to; null for other files. */
  imageId: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
  ...changeStampSchema.shape,
});
/** A file as the owner API shows it. */
export type FileView = z.infer<typeof fileViewSchema>;

/** `GET /api/owner/files`: search by name, images only, and paging. */
export const fileListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  images: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `DELETE /api/owner/files/{id}` query: `force=true` deletes a file still in use. */
export const deleteFileQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });

/** The `error` code of a delete refused because the file is in use (409, with `usedBy`). */
export const FILE_IN_USE_ERROR = 'file-in-use';

export const fileParamsSchema = z.object({ id: idSchema });
