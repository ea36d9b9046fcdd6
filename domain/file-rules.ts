// What the file manager keeps: the largest file, the kinds of file, and how sizes are written (SPEC §9: 1 MB = 1e6 bytes).
import { fileTooLarge, unsupportedFile } from './owner-messages.js';

/** SPEC §9 "Bytes per MB 1e6". */
export const BYTES_PER_MB = 1e6;

/** The largest file an owner may upload (SPEC leaves the limit open: 20 MB). */
export const MAX_FILE_BYTES = 20 * BYTES_PER_MB;

/** One kind of file the file manager keeps. */
export interface FileKind {
  extensions: readonly string[];
  mime: string;
  /** Pictures are read with sharp and get an IMAGES row (sizes, colours). */
  image: boolean;
}

/** Every kind of file the file manager keeps. */
export const FILE_KINDS: readonly FileKind[] = [
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', image: true },
  { extensions: ['png'], mime: 'image/png', image: true },
  { extensions: ['gif'], mime: 'image/gif', image: true },
  { extensions: ['webp'], mime: 'image/webp', image: true },
  { extensions: ['avif'], mime: 'image/avif', image: true },
  { extensions: ['svg'], mime: 'image/svg+xml', image: true },
  { extensions: ['pdf'], mime: 'application/pdf', image: false },
  { extensions: ['txt'], mime: 'text/plain', image: false },
  { extensions: ['csv'], mime: 'text/csv', image: false },
  { extensions: ['zip'], mime: 'application/zip', image: false },
  { extensions: ['mp3'], mime: 'audio/mpeg', image: false },
  { extensions: ['m4a'], mime: 'audio/mp4', image: false },
  { extensions: ['wav'], mime: 'audio/wav', image: false },
  { extensions: ['mp4'], mime: 'video/mp4', image: false },
  { extensions: ['webm'], mime: 'video/webm', image: false },
  { extensions: ['mov'], mime: 'video/quicktime', image: false },
  { extensions: ['doc'], mime: 'application/msword', image: false },
  {
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
  },
  { extensions: ['xls'], mime: 'application/vnd.ms-excel', image: false },
  {
    extensions: ['xlsx'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    image: false,
  },
  {
    extensions: ['pptx'],
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    image: false,
  },
  { extensions: ['epub'], mime: 'application/epub+zip', image: false },
];

/** The `accept` attribute of the upload input. */
export const FILE_ACCEPT = FILE_KINDS.flatMap((kind) => kind.extensions.map((ext) => `.${ext}`)).join(',');

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The kind of a file by its name's extension, or undefined when the file manager does not keep it. */
export function fileKindOf(fileName: string): FileKind | undefined {
  const extension = extensionOf(fileName);
  return FILE_KINDS.find((kind) => kind.extensions.includes(extension));
}

/** A size as the editor writes it: `20 MB`, `1.5 MB`, `340 KB`, `12 bytes` (1 KB = 1000 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_PER_MB) return `${Number((bytes / BYTES_PER_MB).toFixed(1))} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/**
 * SPEC §5's refusal of a file before it is sent (and again by the server): too large, or not a
 * kind the file manager keeps. Undefined when it may be uploaded.
 */
export function uploadProblem(
  file: { name: string; size: number },
  maxBytes = MAX_FILE_BYTES,
): string | undefined {
  if (fileKindOf(file.name) === undefined) return unsupportedFile(file.name);
  if (file.size > maxBytes) return fileTooLarge(file.name, formatFileSize(maxBytes));
  return undefined;
}
