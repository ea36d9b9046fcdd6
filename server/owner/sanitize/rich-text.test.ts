// Tests the stored-HTML sanitizer: what owners' rich text and embed code keep, and what an attacker loses.
import { describe, expect, it } from 'vitest';
import { embedKeepsAFrame, sanitizeEmbed, sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps text structure, lists and links', () => {
    const html =
      '<h2>Care</h2><p>Wash <strong>cold</strong>, <em>dry flat</em>. <a href="/shop">Shop</a></p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, handlers, styles, frames and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });

  it('makes links that open a new window safe, and keeps site images', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<img src="/files/w/f/a.png" alt="A">')).toBe(
      '<img src="/files/w/f/a.png" alt="A" />',
    );
    expect(sanitizeRichText('<img src="http://plain.example/a.png">')).toBe('');
  });
});

describe('sanitizeEmbed', () => {
  it('keeps the iframes of known players, lazily loaded', () => {
    const clean = sanitizeEmbed(
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc" title="Video" allowfullscreen></iframe>',
    );
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(clean).toContain('loading="lazy"');
    expect(embedKeepsAFrame(clean)).toBe(true);
  });

  it('drops scripts and frames of other hosts', () => {
    const clean = sanitizeEmbed(
      '<script src="https://evil.example/x.js"></script><iframe src="https://evil.example/"></iframe><iframe src="http://www.youtube.com/embed/x"></iframe>',
    );
    expect(clean).toBe('');
    expect(embedKeepsAFrame(clean)).toBe(false);
  });
});
