// Draws the favicon at one icon size with sharp: square, the picture contained and centred, transparent around it (or on white).
import type sharp from 'sharp';
import { lazyPackage } from '../../lazy-module.js';

/** sharp, loaded when first used (server/lazy-module.ts). */
const loadSharp = lazyPackage<typeof sharp>('sharp');

/** The largest SVG density sharp is asked for, so a tiny viewBox cannot make it rasterise a huge canvas. */
const MAX_DENSITY = 2400;

/**
 * The favicon `original` (any image sharp reads, SVG included) as a `size`×`size` PNG. A picture
 * that is not square is contained (nothing cut off) on a transparent square, or a white one when
 * `opaque`. An SVG is rasterised at the density that makes it `size` pixels, so large icons stay sharp.
 */
export async function renderIconPng(original: Buffer, size: number, opaque = false): Promise<Buffer> {
  const meta = await loadSharp()(original).metadata();
  const shortest = Math.max(1, Math.min(meta.width ?? size, meta.height ?? size));
  const density =
    meta.format === 'svg'
      ? Math.min(MAX_DENSITY, Math.max(72, Math.ceil((72 * size) / shortest)))
      : undefined;
  let image = loadSharp()(original, density === undefined ? {} : { density })
    .autoOrient()
    .resize(size, size, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: opaque ? 1 : 0 } });
  if (opaque) image = image.flatten({ background: '#ffffff' });
  return image.png({ compressionLevel: 9 }).toBuffer();
}
