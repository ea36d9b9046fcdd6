// Tests the string transforms behind the core text formatters.
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  escapeHtmlAttribute,
  scriptSafe,
  slugify,
  smartypants,
  stripTags,
  truncateText,
  urlEncode,
} from './text.js';

describe('escaping', () => {
  it('escapes text without touching quotes', () => {
    expect(escapeHtml(`"<a> & 'b'"`)).toBe(`"&lt;a&gt; &amp; 'b'"`);
    expect(escapeHtml('plain')).toBe('plain');
  });

  it('escapes double quotes in attributes', () => {
    expect(escapeHtmlAttribute(`"5" < 6 & '7'`)).toBe(`&quot;5&quot; &lt; 6 &amp; '7'`);
  });

  it('gives the same answers from its memo, past its size and for long strings', () => {
    const texts = Array.from({ length: 5000 }, (_, i) => `<b title="${i}">${i} & more</b>`);
    for (const text of [...texts, ...texts.slice(0, 10)]) {
      expect(escapeHtmlAttribute(text)).toBe(
        text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
      );
      expect(escapeHtml(text)).toBe(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    }
    const long = '<i>"x"</i>'.repeat(100);
    expect(escapeHtml(long)).toBe('&lt;i&gt;"x"&lt;/i&gt;'.repeat(100));
    expect(escapeHtmlAttribute('')).toBe('');
  });

  it('keeps </ out of script-embedded JSON', () => {
    expect(scriptSafe('"</script><\\/b>"')).toBe('"<\\/script><\\/b>"');
  });
});

describe('stripTags', () => {
  it('removes tags, shortest match first', () => {
    expect(stripTags('<p>Hi <b>there</b></p>')).toBe('Hi there');
  });

  it('keeps an unclosed bracket', () => {
    expect(stripTags('a < b')).toBe('a < b');
  });
});

describe('slugify', () => {
  it('keeps ASCII letters, digits and dashes, joining words with -', () => {
    expect(slugify('Hello, World!  Café -- 2024 Edition_x')).toBe('hello-world-caf----2024-editionx');
  });

  it('turns an all-symbol string into nothing', () => {
    expect(slugify('!?*')).toBe('');
  });
});

describe('smartypants', () => {
  it('curls quotes and makes em dashes', () => {
    expect(smartypants(`Yes, I've read "Don Quixote"--twice.`)).toBe(
      'Yes, I\u2019ve read \u201cDon Quixote\u201d\u2014twice.',
    );
  });

  it('opens a single quote after whitespace, as the Java engine does', () => {
    expect(smartypants(`say 'hi' to the boys' dog`)).toBe('say \u2018hi\u2019 to the boys\u2019 dog');
    expect(smartypants(`'a'\n'b' ("c") ['d']`)).toBe(
      '\u2018a\u2019\n\u2018b\u2019 (\u201cc\u201d) [\u2018d\u2019]',
    );
  });

  it('opens a single quote after a double quote and a double quote after an opening single quote', () => {
    expect(smartypants(`"'x'"`)).toBe('\u201c\u2018x\u2019\u201d');
    expect(smartypants(`'"x" y`)).toBe('\u2018\u201cx\u201d y');
  });
});

describe('truncateText', () => {
  const text = 'The quick brown fox jumps over the lazy dog';

  it('cuts after the last whitespace within the limit', () => {
    expect(truncateText(text, 12, '...')).toBe('The quick ...');
    expect(truncateText('a\tb\nc d', 4, '!')).toBe('a\tb\n!');
  });

  it('cuts hard when there is no whitespace', () => {
    expect(truncateText('abcdefgh', 3, '…')).toBe('abc…');
  });

  it('leaves short text alone', () => {
    expect(truncateText(text, 100, '...')).toBe(text);
    expect(truncateText('', 3, '...')).toBe('');
  });
});

describe('urlEncode', () => {
  it('encodes UTF-8 bytes, keeping @*_+-./ like escape()', () => {
    expect(urlEncode('\u201c\u{1F60D}\u201d')).toBe('%E2%80%9C%F0%9F%98%8D%E2%80%9D');
    expect(urlEncode("a b+c/d@e*f_g-h.i!j~k'l(m)n%o")).toBe('a%20b+c/d@e*f_g-h.i%21j%7Ek%27l%28m%29n%25o');
  });

  it('rejects a lone surrogate', () => {
    expect(() => urlEncode('\ud800')).toThrow(URIError);
  });
});
