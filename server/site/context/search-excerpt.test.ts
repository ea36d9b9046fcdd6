// Tests of turning ts_headline's text into a safe excerpt with the hits in <mark>.
import { describe, expect, it } from 'vitest';
import { HIT_END, HIT_START, searchExcerptHtml } from './search-excerpt.js';

const hit = (word: string) => `${HIT_START}${word}${HIT_END}`;

describe('searchExcerptHtml', () => {
  it('wraps each hit in <mark> and folds white space', () => {
    expect(searchExcerptHtml(`  Winter ${hit('coffee')}  should\n taste ${hit('good')} `)).toBe(
      'Winter <mark>coffee</mark> should taste <mark>good</mark>',
    );
  });

  it('decodes the stored entities once and escapes the text', () => {
    expect(searchExcerptHtml(`Salt &amp; ${hit('pepper')} &lt;b&gt; &quot;hot&quot; caf&eacute;`)).toBe(
      'Salt &amp; <mark>pepper</mark> &lt;b&gt; &quot;hot&quot; café',
    );
    expect(searchExcerptHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('never leaves a <mark> open or closes one that is not open', () => {
    expect(searchExcerptHtml(`${HIT_END}a ${HIT_START}b ${HIT_START}c`)).toBe('a <mark>b c</mark>');
    expect(searchExcerptHtml(`&#xE000;x`)).toBe('<mark>x</mark>');
  });
});
