// Tests of the JSON-LD text: a title holding `</script>` or `<!--` cannot break out of the script block, and the JSON still reads the same.
import { describe, expect, it } from 'vitest';
import { compact, jsonLdText, plainText } from './json-ld.js';

describe('jsonLdText', () => {
  it('escapes what would end the script or start a comment, and parses back to the same value', () => {
    const value = { name: 'Mug </script><script>alert(1)</script> <!-- & more', line: 'a\u2028b' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('compact', () => {
  it('leaves out empty members', () => {
    expect(compact({ a: 1, b: undefined, c: '', d: [], e: false, f: 0 })).toEqual({ a: 1, e: false, f: 0 });
  });
});

describe('plainText', () => {
  it('strips tags and entities onto one line, cut to the limit', () => {
    expect(plainText('<p>Wool &amp; <b>canvas</b></p>\n<p>two</p>')).toBe('Wool & canvas two');
    expect(plainText('<p></p>')).toBeUndefined();
    expect(plainText('abcdef', 4)).toBe('abc…');
  });
});
