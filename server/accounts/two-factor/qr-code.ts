// A QR code as one SVG path of its dark modules, so the editor draws it with SVG elements (no image, no inline markup, nothing the CSP must allow).
import type QRCode from 'qrcode';
import { lazyPackage } from '../../lazy-module.js';

/** qrcode, loaded when first used (server/lazy-module.ts). */
const loadQRCode = lazyPackage<typeof QRCode>('qrcode');

/** A QR code: `size` modules a side, and the path of the dark ones (`M x y h w v 1 h -w z`, in module units). */
export interface QrPath {
  size: number;
  path: string;
}

/**
 * The QR code of `text` (error correction M, enough for an otpauth address at a readable size).
 * Each row's runs of dark modules become one rectangle of the path, so the path stays short.
 */
export function qrPath(text: string): QrPath {
  const { modules } = loadQRCode().create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (data[row * size + column] === 0) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && data[row * size + column] !== 0) column += 1;
      const width = column - start;
      parts.push(`M${start} ${row}h${width}v1h-${width}z`);
    }
  }
  return { size, path: parts.join('') };
}
