// Checks that only safe ids and file names pass, so no request can name a path outside its folder.
import { describe, expect, it } from 'vitest';
import {
  filePrefixes,
  fileRefSchema,
  fileUrl,
  filenameSchema,
  idSchema,
  originalPath,
  variantPath,
} from './file-ref.js';

describe('file names and ids', () => {
  it.each(['photo.jpg', 'My_Photo-2.final.JPEG', 'a', 'x'.repeat(200)])(
    'accepts the file name %s',
    (name) => {
      expect(filenameSchema.safeParse(name).success).toBe(true);
    },
  );

  it.each([
    '',
    '.',
    '..',
    '.hidden',
    '../etc/passwd',
    'a/b.jpg',
    'a\\b.jpg',
    '/etc/passwd',
    'C:evil.jpg',
    'a..b.jpg',
    'sp ace.jpg',
    'nul\0.jpg',
    'é.jpg',
    '-rf.jpg',
    'x'.repeat(201),
  ])('refuses the file name %j', (name) => {
    expect(filenameSchema.safeParse(name).success).toBe(false);
  });

  it.each(['site-1', 'a_b', '9f1c2e4a-0b7d-4a53-9a57-2d5f6c1e8b90'])('accepts the id %s', (id) => {
    expect(idSchema.safeParse(id).success).toBe(true);
  });

  it.each(['', '..', 'a.b', 'a/b', '-a', 'x'.repeat(65)])('refuses the id %j', (id) => {
    expect(idSchema.safeParse(id).success).toBe(false);
  });
});

describe('file paths', () => {
  const ref = fileRefSchema.parse({ websiteId: 'site-1', fileId: 'f1', filename: 'a.png' });

  it('places originals, resized copies and URLs by website and file', () => {
    expect(originalPath(ref)).toBe('files/site-1/f1/a.png');
    expect(variantPath(ref, '500w', 'v1')).toBe('cache/images/site-1/f1/500w/v1/a.png');
    expect(filePrefixes(ref)).toEqual(['files/site-1/f1/', 'cache/images/site-1/f1/']);
    expect(fileUrl(ref)).toBe('/files/site-1/f1/a.png');
  });
});
