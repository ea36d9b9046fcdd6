// Tests a comment's text as HTML (SPEC §9): links, @mentions and #hashtags linked in a new window, everything else escaped.
import { describe, expect, it } from 'vitest';
import { commentHtml, escapeHtml } from './comment-links.js';

const REL = 'target="_blank" rel="noopener nofollow ugc"';

describe('commentHtml', () => {
  it('links web addresses, leaving sentence punctuation outside the link', () => {
    expect(commentHtml('See https://example.com/a?b=1&c=2.')).toBe(
      `See <a href="https://example.com/a?b=1&amp;c=2" ${REL}>https://example.com/a?b=1&amp;c=2</a>.`,
    );
  });

  it('links @mentions to the profile and #hashtags to the hashtag search, at the start or after a space', () => {
    expect(commentHtml('@ada loves #pottery')).toBe(
      `<a href="https://twitter.com/ada" ${REL}>@ada</a> loves <a href="https://twitter.com/hashtag/pottery?src=hash" ${REL}>#pottery</a>`,
    );
    expect(commentHtml('mail me at june@example.com or see issue#4')).toBe(
      'mail me at june@example.com or see issue#4',
    );
  });

  it('escapes markup, quotes and ampersands, and keeps line breaks', () => {
    expect(commentHtml('<b>Hi</b> & "you"\n\'bye\'')).toBe(
      '&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;you&quot;<br>&#39;bye&#39;',
    );
  });

  it('never makes a link of anything but http(s)', () => {
    expect(commentHtml('javascript:alert(1) data:text/html,<script>')).toBe(
      'javascript:alert(1) data:text/html,&lt;script&gt;',
    );
  });

  it('lets no XSS attempt through: no tag, attribute or handler of the visitor survives', () => {
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'https://example.com/"><script>alert(1)</script>',
      "https://example.com/' onmouseover='alert(1)",
      'https://example.com/<svg/onload=alert(1)>',
      '#tag"><img src=x onerror=alert(1)>',
      '@name<iframe src=javascript:alert(1)>',
      '<a href="javascript:alert(1)">click</a>',
      '&lt;script&gt; already escaped',
      '`${alert(1)}` <style>*{}</style>',
    ];
    for (const text of corpus) {
      const html = commentHtml(text);
      // Every tag left is one of ours: an anchor with our attributes, or a line break.
      const tags = html.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) {
        expect(tag).toMatch(
          /^(<a href="https?:\/\/[^"<>]*" target="_blank" rel="noopener nofollow ugc">|<\/a>|<br>)$/,
        );
      }
      expect(html).not.toMatch(/<(script|img|svg|iframe|style)/i);
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
