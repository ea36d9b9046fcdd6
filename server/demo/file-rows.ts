// FILES and IMAGES rows for the demo's stored pictures and downloads.
import { originalPath } from '../files/file-ref.js';
import { json, type BuildContext, type Row } from './build-context.js';

/**
 * One FILES row per stored file (its `path` relative to the data directory, as `originalPath`
 * gives it) and one IMAGES row per picture, with its size, focal point, alt text and colours.
 */
export function fileRows(context: BuildContext): { files: Row[]; images: Row[] } {
  const websiteId = context.ids.websiteId;
  const files: Row[] = [];
  const images: Row[] = [];
  for (const { recipe, imageId, stored, colorData } of context.images.values()) {
    files.push({
      website_id: websiteId,
      id: stored.fileId,
      path: originalPath({ websiteId, fileId: stored.fileId, filename: stored.filename }),
      filename: stored.filename,
      size_bytes: stored.bytes,
      mime_type: stored.mime,
    });
    images.push({
      website_id: websiteId,
      id: imageId,
      file_id: stored.fileId,
      original_width: stored.width,
      original_height: stored.height,
      focal_x: recipe.focalPoint?.x ?? 0.5,
      focal_y: recipe.focalPoint?.y ?? 0.5,
      alt_text: recipe.alt,
      title: recipe.title ?? '',
      body: recipe.caption ?? '',
      color_data: json(colorData),
    });
  }
  for (const download of context.downloads.values()) {
    files.push({
      website_id: websiteId,
      id: download.fileId,
      path: download.path,
      filename: download.filename,
      size_bytes: download.bytes,
      mime_type: download.mime,
    });
  }
  return { files, images };
}
