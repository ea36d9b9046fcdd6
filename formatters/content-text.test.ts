// Tests AbsUrl, capitalize and humanizeDuration as templates use them.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: CONTENT_FORMATTERS }).template.render(data).html;
}

describe('AbsUrl', () => {
  it('joins the base url and the path', () => {
    expect(
      render('{.repeated section urls}{@|AbsUrl} {.end}', {
        'base-url': 'https://x.com',
        urls: ['a', 'b/c'],
      }),
    ).toBe('https://x.com/a https://x.com/b/c ');
  });

  it('keeps the slash when the base url or the value is missing', () => {
    expect(render('{p|AbsUrl}', { p: 'shop' })).toBe('/shop');
    expect(render('{p|AbsUrl}', { 'base-url': 'https://x.com' })).toBe('https://x.com/');
  });
});

describe('capitalize', () => {
  it('upper-cases the whole text', () => {
    expect(render('{t|capitalize}', { t: 'Coffee beans' })).toBe('COFFEE BEANS');
    expect(render('{t|capitalize}', { t: 12 })).toBe('12');
    expect(render('[{t|capitalize}]', {})).toBe('[]');
  });
});

describe('humanizeDuration', () => {
  it('prints minutes and zero-padded seconds', () => {
    expect(render('{d|humanizeDuration}', { d: 125000 })).toBe('2:05');
    expect(render('{d|humanizeDuration}', { d: 3_725_999 })).toBe('62:05');
    expect(render('{d|humanizeDuration}', { d: '59999' })).toBe('0:59');
  });

  it('keeps the sign of a negative duration in front', () => {
    expect(render('{d|humanizeDuration}', { d: -125000 })).toBe('-2:05');
  });

  it('prints 0:00 for a missing value and nothing for text that is not a number', () => {
    expect(render('{d|humanizeDuration}', {})).toBe('0:00');
    expect(render('[{d|humanizeDuration}]', { d: 'long' })).toBe('[]');
  });
});
