// Checks the sharp resizer on the fixture images: width, no enlarging, format kept, orientation, no metadata.
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotResizableError, resizeImage, VARIANT_FORMATS, widthInPixels } from './image-variants.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/images/', import.meta.url));
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-variants-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('variant formats', () => {
  it('are the original and the SPEC widths', () => {
    expect(VARIANT_FORMATS).toEqual(['original', '100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
    expect(widthInPixels('1500w')).toBe(1500);
  });
});

describe('resizeImage', () => {
  it('resizes a JPEG to the width, keeping its proportions and format and dropping its EXIF', async () => {
    const meta = await sharp(await resizeImage(join(FIXTURES, 'wide-gradient.jpg'), 500)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 500, height: 312 });
    expect(meta.exif).toBeUndefined();
  });

  it('never enlarges, and keeps a PNG a PNG with its transparency', async () => {
    const meta = await sharp(await resizeImage(join(FIXTURES, 'small-alpha.png'), 1000)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 300, hasAlpha: true });
  });

  it('applies the EXIF orientation before resizing', async () => {
    const meta = await sharp(await resizeImage(join(FIXTURES, 'rotated.jpg'), 100)).metadata();
    expect(meta).toMatchObject({ width: 100, height: 150 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a file that is not an image', async () => {
    const path = join(dir, 'notes.txt');
    await writeFile(path, 'just text');
    await expect(resizeImage(path, 100)).rejects.toBeInstanceOf(NotResizableError);
  });

  it('refuses an SVG, which scales by itself', async () => {
    const path = join(dir, 'logo.svg');
    await writeFile(path, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(resizeImage(path, 100)).rejects.toBeInstanceOf(NotResizableError);
  });
});
