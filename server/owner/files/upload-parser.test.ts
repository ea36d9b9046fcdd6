// displayName: the name the file manager keeps for an upload.
import { describe, expect, it } from 'vitest';
import { displayName } from './upload-parser.js';

describe('displayName', () => {
  it.each([
    ['Summer sale.pdf', 'Summer sale.pdf'],
    ['  Été 2024.jpg  ', 'Été 2024.jpg'],
    ['C:\\Users\\ana\\Desktop\\menu.pdf', 'menu.pdf'],
    ['photos/boats.png', 'boats.png'],
    ['tab\there\n.txt', 'tabhere.txt'],
    ['   ', 'file'],
    [undefined, 'file'],
  ])('keeps %j as %j', (uploaded, kept) => {
    expect(displayName(uploaded)).toBe(kept);
  });

  it('keeps at most 255 characters', () => {
    expect(displayName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});
