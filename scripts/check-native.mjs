#!/usr/bin/env node
// Loads and exercises each dependency that ships a binary or WebAssembly (sharp, @node-rs/argon2,
// PGlite, esbuild) on the Node.js running this script, so CI shows a broken one by name on each line.
// Usage: node scripts/check-native.mjs
import { hash, verify } from '@node-rs/argon2';
import { PGlite } from '@electric-sql/pglite';
import { transform } from 'esbuild';
import sharp from 'sharp';

const checks = {
  async sharp() {
    const png = await sharp({
      create: { width: 4, height: 2, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const { width, height } = await sharp(png)
      .resize(2)
      .webp()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    if (width !== 2 || height !== 1) throw new Error(`resized to ${width}×${height}, not 2×1`);
    return `libvips ${sharp.versions.vips}`;
  },
  async argon2() {
    const stored = await hash('correct horse');
    if (!(await verify(stored, 'correct horse')) || (await verify(stored, 'wrong'))) {
      throw new Error('verify does not tell the password from a wrong one');
    }
    return stored.split('$')[1];
  },
  async pglite() {
    const db = new PGlite();
    try {
      const { rows } = await db.query('select version() as version, 40 + 2 as answer');
      if (rows[0].answer !== 42) throw new Error(`select 40 + 2 answered ${rows[0].answer}`);
      return rows[0].version.split(' ').slice(0, 2).join(' ');
    } finally {
      await db.close();
    }
  },
  async esbuild() {
    const { code } = await transform('const answer: number = 42;', { loader: 'ts' });
    if (code.trim() !== 'const answer = 42;') throw new Error(`transformed to ${code}`);
    return 'ts transform';
  },
};

console.log(
  `native and WebAssembly dependencies on Node.js ${process.version} (${process.platform}-${process.arch}):`,
);
let failed = false;
for (const [name, check] of Object.entries(checks)) {
  try {
    console.log(`  ${name.padEnd(8)} ok (${await check()})`);
  } catch (error) {
    failed = true;
    console.error(`  ${name.padEnd(8)} FAILED: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
