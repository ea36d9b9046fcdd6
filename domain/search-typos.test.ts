// Tests which searches are also matched by likeness to titles: plain words of four letters or more, never phrases or exclusions.
import { describe, expect, it } from 'vitest';
import { typoTolerantText } from './search-typos.js';

describe('typoTolerantText', () => {
  it('keeps the plain words of four letters or more', () => {
    expect(typoTolerantText('skilet')).toBe('skilet');
    expect(typoTolerantText('cast iron skilet')).toBe('cast iron skilet');
    expect(typoTolerantText('a skilet, please!')).toBe('skilet please');
    expect(typoTolerantText('café crème')).toBe('café crème');
  });

  it('leaves short words and punctuation alone', () => {
    for (const query of ['tea', 'the and of', '...', '!!! ???', '(&|!)', '']) {
      expect(typoTolerantText(query), query).toBeUndefined();
    }
  });

  it('reads quoted phrases and excluded words only as a web search', () => {
    for (const query of ['"cold brew" -espresso', '"cold morning"', '-the', 'coffee -decaf', '"']) {
      expect(typoTolerantText(query), query).toBeUndefined();
    }
  });
});
