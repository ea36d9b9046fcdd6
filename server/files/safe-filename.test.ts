// Checks how uploaded file names are made safe and given their real extension.
import { describe, expect, it } from 'vitest';
import { filenameSchema } from './file-ref.js';
import { safeFilename } from './safe-filename.js';

const JPEG = ['jpg', 'jpeg'];

describe('safeFilename', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['Photo.JPEG', 'Photo.JPEG'],
    ['Été à Paris.jpg', 'Ete-a-Paris.jpg'],
    ['my.holiday.photo.jpg', 'my-holiday-photo.jpg'],
    ['mislabelled.png', 'mislabelled.jpg'],
    ['no-extension', 'no-extension.jpg'],
    ['.hidden.jpg', 'hidden.jpg'],
    ['../../etc/passwd', 'passwd.jpg'],
    ['C:\\Users\\me\\cat.jpeg', 'cat.jpeg'],
    ['照片.jpg', 'file.jpg'],
    ['', 'file.jpg'],
  ])('%j → %j', (name, expected) => {
    const safe = safeFilename(name, 'jpg', JPEG);
    expect(safe).toBe(expected);
    expect(filenameSchema.safeParse(safe).success).toBe(true);
  });

  it('keeps long names within the limit', () => {
    const safe = safeFilename(`${'a'.repeat(500)}.png`, 'png');
    expect(filenameSchema.safeParse(safe).success).toBe(true);
  });
});
