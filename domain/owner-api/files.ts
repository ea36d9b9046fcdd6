// Files as the owner API reads and changes them (the file manager of SPEC §2).
import { z } from 'zod';
import { FILE_NAME_REQUIRED } from '../owner-messages.js';
import { changeStampSchema, idSchema } from './common.js';
import { FILE_IN_USE_ERROR } from './file-codes.js';

export {
  FILE_DELIVERED_ERROR,
  FILE_IN_USE_ERROR,
  FILE_PROCESSING_FAILED_ERROR,
  FILE_TOO_LARGE_ERROR,
  UNSUPPORTED_FILE_ERROR,
  UPLOAD_FIELD,
} from './file-codes.js';

/** The longest alt text kept (IMAGES.alt_text; an import keeps as much). */
export const MAX_ALT_TEXT = 1000;

/** Alt text as an owner types it: trimmed, at most 1,000 characters; empty marks a decorative picture. */
export const altTextSchema = z
  .string()
  .trim()
  .max(MAX_ALT_TEXT, `Alt text has at most ${MAX_ALT_TEXT} characters.`);

const FOCAL_COORDINATE = 'A focal point is two numbers from 0 to 1.';
/** Where every crop of a picture is centred: x from the left, y from the top, each 0 to 1. */
export const focalPointSchema = z.object({
  x: z.number({ error: FOCAL_COORDINATE }).min(0, FOCAL_COORDINATE).max(1, FOCAL_COORDINATE),
  y: z.number({ error: FOCAL_COORDINATE }).min(0, FOCAL_COORDINATE).max(1, FOCAL_COORDINATE),
});
/** A picture's focal point. */
export type FocalPoint = z.infer<typeof focalPointSchema>;

/**
 * `PATCH /api/owner/files/{id}`: a new display name (the file's address does not change), and for
 * a picture its alt text and focal point; at least one of them.
 */
export const renameFileBodySchema = z
  .object({
    name: z
      .string({ error: FILE_NAME_REQUIRED })
      .trim()
      .min(1, FILE_NAME_REQUIRED)
      .max(255, 'A file name has at most 255 characters.')
      .optional(),
    altText: altTextSchema.optional(),
    focalPoint: focalPointSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.altText !== undefined || body.focalPoint !== undefined, {
    message: FILE_NAME_REQUIRED,
    path: ['name'],
  });
/** What a PATCH of a file changes. */
export type FileChanges = z.infer<typeof renameFileBodySchema>;

/** `POST /api/owner/files`: the fields sent beside the file (multipart): the picture's alt text. */
export const uploadFieldsSchema = z.object({ altText: altTextSchema.optional() });

/** A place that uses a file: a page's block, an item's picture, a product, a collection's cover, the site settings' pictures. */
export const fileUseSchema = z.object({
  kind: z.enum(['page', 'item', 'product', 'collection', 'settings']),
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
  /** A picture's alt text (empty when none was given: the editor warns); null for other files. */
  altText: z.string().nullable(),
  /** A picture's focal point, which every crop of it is centred on; null for other files. */
  focalPoint: focalPointSchema.nullable(),
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

export const fileParamsSchema = z.object({ id: idSchema });

/**
 * `GET /api/owner/files`: a page of files, newest first, how many match in all, and the largest
 * upload the server takes (so the editor can say so before an upload).
 */
export const fileListResponseSchema = z.object({
  files: z.array(fileViewSchema),
  total: z.number().int(),
  maxFileBytes: z.number().int(),
});

/** `GET /api/owner/files/{id}`: the file and every place that uses it. */
export const fileDetailResponseSchema = z.object({ file: fileViewSchema, usedBy: z.array(fileUseSchema) });

/** `POST` and `PATCH /api/owner/files…`: the file as stored. */
export const fileResponseSchema = z.object({ file: fileViewSchema });

/** The 409 of a delete refused because the file is in use: its places, so the editor can name them. */
export const fileInUseResponseSchema = z.object({
  error: z.literal(FILE_IN_USE_ERROR),
  message: z.string(),
  usedBy: z.array(fileUseSchema),
});
