// Tests tweet auto-linking (SPEC §9): links, @mentions and #hashtags open in a new window.
import { describe, expect, it } from 'vitest';
import { linkTwitterText } from './twitter-links.js';

describe('linkTwitterText', () => {
  it('links mentions to the profile and hashtags to the hashtag search', () => {
    expect(linkTwitterText('link @FooBar the #Foo')).toBe(
      'link <a target="new" href="https://twitter.com/FooBar/">@FooBar</a> the ' +
        '<a target="new" href="https://twitter.com/hashtag/Foo?src=hash">#Foo</a>',
    );
  });

  it('links web addresses, leaving trailing punctuation outside the link', () => {
    expect(linkTwitterText('see https://t.co/a1?x=1&y=2.')).toBe(
      'see <a target="new" href="https://t.co/a1?x=1&y=2">https://t.co/a1?x=1&y=2</a>.',
    );
  });

  it('links a mention or hashtag only at the start or after a space', () => {
    expect(linkTwitterText('@start')).toBe('<a target="new" href="https://twitter.com/start/">@start</a>');
    expect(linkTwitterText('mail a@b.c or x#y')).toBe('mail a@b.c or x#y');
  });

  it('leaves text without links alone', () => {
    expect(linkTwitterText('just words, # and @')).toBe('just words, # and @');
    expect(linkTwitterText('')).toBe('');
  });
});
