// Tests the file manager's rules: kinds by extension, sizes as written, and SPEC §5's refusals.
import { describe, expect, it } from 'vitest';
import { fileKindOf, formatFileSize, MAX_FILE_BYTES, uploadProblem } from './file-rules.js';

describe('file rules', () => {
  it('knows pictures and documents by their extension, in any case', () => {
    expect(fileKindOf('Beach.JPG')).toMatchObject({ mime: 'image/jpeg', image: true });
    expect(fileKindOf('menu.pdf')).toMatchObject({ image: false });
    expect(fileKindOf('setup.exe')).toBeUndefined();
    expect(fileKindOf('.jpg')).toBeUndefined();
  });

  it('writes sizes with 1 MB = 1e6 bytes', () => {
    expect(formatFileSize(MAX_FILE_BYTES)).toBe('20 MB');
    expect(formatFileSize(1_500_000)).toBe('1.5 MB');
    expect(formatFileSize(340_400)).toBe('340 KB');
    expect(formatFileSize(1)).toBe('1 byte');
  });

  it('refuses files in SPEC §5 words', () => {
    expect(uploadProblem({ name: 'big.png', size: MAX_FILE_BYTES + 1 })).toBe(
      'The file big.png is too large. The maximum allowed file size is 20 MB.',
    );
    expect(uploadProblem({ name: 'virus.exe', size: 10 })).toBe(
      'The file virus.exe does not appear to be a supported file.',
    );
    expect(uploadProblem({ name: 'ok.png', size: MAX_FILE_BYTES })).toBeUndefined();
  });
});
