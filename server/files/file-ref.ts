// What names a stored file (website, file id, file name), checked so no name can leave its folder.
import { z } from 'zod';

/** Where the files router is mounted; stored files' URLs start with it. */
export const FILES_MOUNT_PATH = '/files';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
// A leading letter or digit rules out `.`, `..` and dotfiles; no separator of any kind is allowed.
const FILENAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A website or file id: letters, digits, `-` and `_`, at most 64 characters. */
export const idSchema = z.string().regex(ID_PATTERN, 'Use letters, digits, "-" and "_" only.');

/** A stored file name: letters, digits, `.`, `-` and `_`, starting with a letter or digit. */
export const filenameSchema = z
  .string()
  .regex(FILENAME_PATTERN, 'Use letters, digits, ".", "-" and "_" only, starting with a letter or digit.')
  .refine((name) => !name.includes('..'), 'Two dots in a row are not allowed.');

/** The three path parts that name a stored file. */
export const fileRefSchema = z.object({
  websiteId: idSchema,
  fileId: idSchema,
  filename: filenameSchema,
});

/** A stored file's name, already checked by `fileRefSchema`. */
export type FileRef = z.infer<typeof fileRefSchema>;

/** The original's path under the data directory: `files/<websiteId>/<fileId>/<filename>`. */
export function originalPath(ref: FileRef): string {
  return `files/${ref.websiteId}/${ref.fileId}/${ref.filename}`;
}

/**
 * A resized copy's key: `cache/images/<websiteId>/<fileId>/<width>/<sourceTag>/<filename>`, where
 * `sourceTag` names the original's version (`sourceTag()`), so a replaced original never meets a
 * copy of the old one, on a disk or in a bucket whose times are whole seconds.
 */
export function variantPath(ref: FileRef, width: string, tag: string): string {
  return `cache/images/${ref.websiteId}/${ref.fileId}/${width}/${tag}/${ref.filename}`;
}

/** Every stored copy of a file, resized or not, starts with one of these prefixes. */
export function filePrefixes(ref: Pick<FileRef, 'websiteId' | 'fileId'>): string[] {
  return [`files/${ref.websiteId}/${ref.fileId}/`, `cache/images/${ref.websiteId}/${ref.fileId}/`];
}

/** The public URL of the original, relative to the site root. */
export function fileUrl(ref: FileRef): string {
  return `${FILES_MOUNT_PATH}/${ref.websiteId}/${ref.fileId}/${ref.filename}`;
}
