#!/usr/bin/env node
// Copies the curated fonts' woff2 files into dist/public/assets/fonts under hashed names with their @font-face stylesheets; run after tsc.
import { CURATED_FONTS } from '../dist/domain/owner-api/design-rules.js';
import { writeFontAssets } from '../dist/server/site/fonts/font-assets.js';
import { describePrecompression, precompressDir } from './precompress.mjs';

const OUT_DIR = 'dist/public/assets/fonts';

const started = performance.now();
// The theme's two in the combined stylesheet; every curated family (the Design screen's choices) in its own.
const manifest = writeFontAssets({
  outDir: OUT_DIR,
  publicPath: '/assets/fonts/',
  choices: CURATED_FONTS.map((font) => font.id),
});
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `wrote ${manifest.files.length} font files into ${OUT_DIR} in ${seconds} s (preloaded: ${manifest.preload.join(', ')})`,
);
// The stylesheet gets .br/.gz twins; woff2 is compressed already and is sent as it is.
console.log(describePrecompression(OUT_DIR, await precompressDir(OUT_DIR)));
