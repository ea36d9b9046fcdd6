// Files as the owner API answers them, for the file manager's tests.
import type { FileView } from '../../../domain/owner-api/files.js';

/** A stored file; pictures unless the name says otherwise. */
export function fileView(id: string, name: string, change: Partial<FileView> = {}): FileView {
  const isImage = /\.(jpe?g|png|gif|webp|avif|svg)$/i.test(name);
  const filename = name.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  return {
    id,
    name,
    filename,
    url: `/files/w1/${id}/${filename}`,
    mimeType: isImage ? 'image/jpeg' : 'application/pdf',
    size: 245_000,
    isImage,
    imageId: isImage ? `img-${id}` : null,
    width: isImage ? 1200 : null,
    height: isImage ? 800 : null,
    altText: isImage ? '' : null,
    focalPoint: isImage ? { x: 0.5, y: 0.5 } : null,
    createdAt: '2026-11-20T15:00:00.000Z',
    version: 1,
    updatedAt: '2026-11-20T15:00:00.000Z',
    updatedBy: 'owner@example.com',
    ...change,
  };
}

/** A file chosen on the owner's computer; a large one only says its size rather than holding the bytes. */
export function localFile(name: string, size = 1000, type = 'image/jpeg'): File {
  if (size <= 100_000) return new File([new Uint8Array(size)], name, { type });
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
