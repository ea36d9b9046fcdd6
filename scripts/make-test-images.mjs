#!/usr/bin/env node
// Writes the small real images under fixtures/images/ that the files tests resize (run once; output is committed).
// Usage: node scripts/make-test-images.mjs [outDir]   (outDir defaults to fixtures/images)
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

/** Each fixture must stay commit-sized. */
const MAX_BYTES = 60 * 1024;

/** A gradient with a few shapes, so a resized copy is visibly the same picture. */
function scene(width, height, { alpha = false } = {}) {
  const background = alpha ? '' : `<rect width="100%" height="100%" fill="url(#g)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#f1faee"/>
    </linearGradient></defs>
    ${background}
    <circle cx="${width * 0.3}" cy="${height * 0.5}" r="${height * 0.3}" fill="#e63946"/>
    <rect x="${width * 0.55}" y="${height * 0.2}" width="${width * 0.3}" height="${height * 0.6}" fill="#457b9d"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

const FIXTURES = [
  {
    // Wider than the largest SRCSET width (2500w), with EXIF to prove variants strip it.
    name: 'wide-gradient.jpg',
    make: () =>
      scene(2600, 1625)
        .withExif({ IFD0: { Copyright: 'Tessera test fixture', Software: 'make-test-images' } })
        .jpeg({ quality: 50, mozjpeg: true }),
  },
  {
    // Narrower than most widths, with transparency: variants must not enlarge it and must stay PNG.
    name: 'small-alpha.png',
    make: () => scene(400, 300, { alpha: true }).png({ palette: true, compressionLevel: 9 }),
  },
  {
    name: 'photo.webp',
    make: () => scene(1200, 800).webp({ quality: 60 }),
  },
  {
    // Stored 300×200 but EXIF orientation 6 (rotate 90° clockwise): shown 200×300.
    name: 'rotated.jpg',
    make: () => scene(300, 200).withMetadata({ orientation: 6 }).jpeg({ quality: 70 }),
  },
];

async function main(outDir) {
  mkdirSync(outDir, { recursive: true });
  for (const { name, make } of FIXTURES) {
    const path = join(outDir, name);
    const info = await make().toFile(path);
    const bytes = statSync(path).size;
    if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over ${MAX_BYTES}`);
    console.log(`${name}: ${info.width}x${info.height} ${info.format}, ${bytes} bytes`);
  }
}

await main(resolve(process.argv[2] ?? 'fixtures/images'));
