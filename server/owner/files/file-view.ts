// A FILES row as the owner API shows it (domain/owner-api/files.ts FileView).
import type { FileView } from '../../../domain/owner-api/files.js';
import { fileUrl } from '../../files/file-ref.js';
import type { FileRow } from './file-store.js';
import { isoTime } from '../../db/row-time.js';

/** The file as the file manager shows it: its address is made as the site makes image addresses. */
export function fileView(websiteId: string, row: FileRow): FileView {
  return {
    id: row.id,
    name: row.name || row.filename,
    filename: row.filename,
    url: fileUrl({ websiteId, fileId: row.id, filename: row.filename }),
    mimeType: row.mime_type,
    size: Number(row.size_bytes),
    isImage: row.image_id !== null,
    imageId: row.image_id,
    width: row.original_width,
    height: row.original_height,
    altText: row.image_id === null ? null : (row.alt_text ?? ''),
    focalPoint:
      row.image_id === null ? null : { x: Number(row.focal_x ?? 0.5), y: Number(row.focal_y ?? 0.5) },
    createdAt: isoTime(row.created_at),
    version: row.version,
    updatedAt: isoTime(row.updated_at),
    updatedBy: row.updated_by,
  };
}
