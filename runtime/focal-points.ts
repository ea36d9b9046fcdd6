// Keeps each picture's focal point in view wherever a crop cuts it (object-fit: cover): sets its object-position from data-image-focal-point.
import { objectPosition } from '../domain/images.js';

const FOCAL = 'img[data-image-focal-point]';

/**
 * Gives every image under `root` that names a focal point the matching `object-position` (set from
 * script: the site's Content-Security-Policy allows no style attributes in the markup). An image
 * shown whole is unaffected; a cropped one stays centred on its point.
 */
export function applyFocalPoints(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(FOCAL)) {
    image.style.objectPosition = objectPosition(image.dataset.imageFocalPoint ?? '');
  }
}
