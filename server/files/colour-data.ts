// SPEC §3 `colorData` of an image: the average colours of its corners and centre, read with sharp.
import type sharp from 'sharp';
import { lazyPackage } from '../lazy-module.js';

/** sharp, loaded when first used (server/lazy-module.ts). */
const loadSharp = lazyPackage<typeof sharp>('sharp');

/** `colorData` of SPEC §3: the average colour of five spots, as `rrggbb`. */
export interface ColorData {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
}

/**
 * The average colours of the four corners and the centre, from a 3×3 reduction (transparency on
 * white). Decodes the whole picture, so it also proves the bytes are readable: it rejects when
 * they are not (a truncated or corrupt file whose header alone looked fine).
 */
export async function averageColours(image: Buffer): Promise<ColorData> {
  const pixels = await loadSharp()(image)
    .flatten({ background: '#ffffff' })
    .resize(3, 3, { fit: 'fill' })
    .raw()
    .toBuffer();
  const at = (column: number, row: number) => {
    const offset = (row * 3 + column) * 3;
    return [0, 1, 2].map((channel) => pixels[offset + channel].toString(16).padStart(2, '0')).join('');
  };
  return {
    topLeftAverage: at(0, 0),
    topRightAverage: at(2, 0),
    bottomLeftAverage: at(0, 2),
    bottomRightAverage: at(2, 2),
    centerAverage: at(1, 1),
  };
}
