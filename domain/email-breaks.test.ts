// Tests where an email address may wrap: after the @ and before dots, never inside a word, and its text escaped.
import { describe, expect, it } from 'vitest';
import { emailWithBreaks } from './email-breaks.js';

describe('emailWithBreaks', () => {
  it('offers a break after the @ and before each dot', () => {
    expect(emailWithBreaks('rowan.pike@example.com')).toBe('rowan<wbr>.pike@<wbr>example<wbr>.com');
  });

  it('leaves an address without an @ or dots as it is', () => {
    expect(emailWithBreaks('postmaster')).toBe('postmaster');
  });

  it('escapes what HTML would read', () => {
    expect(emailWithBreaks('"a<b>"@example.com')).toBe('&quot;a&lt;b&gt;&quot;@<wbr>example<wbr>.com');
  });

  it('reads as the address once the breaks are taken out', () => {
    const address = 'rowan.pike.of.the.harbor@mail.example.co.uk';
    expect(emailWithBreaks(address).replaceAll('<wbr>', '')).toBe(address);
  });
});
