// How the file manager writes a file's kind, size in pixels, date and addresses.
import type { FileUse, FileView } from '../../domain/owner-api/files.js';
import { fileKindOf } from '../../domain/file-rules.js';

/** "JPG", "PDF"…; the mime type for a kind the file manager does not know by name. */
export function fileKindLabel(file: Pick<FileView, 'filename' | 'mimeType'>): string {
  const kind = fileKindOf(file.filename);
  return kind === undefined ? file.mimeType : kind.extensions[0].toUpperCase();
}

/** "1200 × 800", or an empty string when the file has no pixel size. */
export function fileDimensions(file: Pick<FileView, 'width' | 'height'>): string {
  return file.width === null || file.height === null ? '' : `${file.width} × ${file.height}`;
}

/** The address of a stored width of a picture (the files route resizes, never enlarges). */
export function thumbnailUrl(file: Pick<FileView, 'url'>, width: '100w' | '300w' | '500w' = '300w'): string {
  return `${file.url}${file.url.includes('?') ? '&' : '?'}format=${width}`;
}

/** The file's full address, for pasting elsewhere. */
export function absoluteFileUrl(file: Pick<FileView, 'url'>): string {
  return new URL(file.url, window.location.origin).href;
}

/** A date as the owner reads it, in the website's time zone when known. */
export function formatFileDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    // An unknown zone name must not hide the date.
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
  }
}

/** What kind of place uses a file, in the owner's words. */
export const FILE_USE_KINDS: Record<FileUse['kind'], string> = {
  page: 'page',
  item: 'item',
  product: 'product',
  collection: 'collection',
  settings: 'site settings',
};
