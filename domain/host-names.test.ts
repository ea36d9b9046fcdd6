// Tests of the host names an owner may give a website: what is stored and what is refused with which message.
import { describe, expect, it } from 'vitest';
import { HOST_MESSAGES, normalizeHostName } from './host-names.js';

describe('normalizeHostName', () => {
  it.each([
    ['shop.example.com', 'shop.example.com'],
    ['  Shop.Example.COM ', 'shop.example.com'],
    ['https://shop.example.com/', 'shop.example.com'],
    ['http://www.example.co.uk', 'www.example.co.uk'],
    ['example.com.', 'example.com'],
    ['café.example', 'xn--caf-dma.example'],
    ['my-shop.example', 'my-shop.example'],
    ['localhost', 'localhost'],
    ['shop.localhost', 'shop.localhost'],
  ])('stores %j as %j', (input, host) => {
    expect(normalizeHostName(input)).toEqual({ host });
  });

  it.each([
    ['', HOST_MESSAGES.empty],
    ['   ', HOST_MESSAGES.empty],
    ['shop.example.com/about', HOST_MESSAGES.path],
    ['shop.example.com?x=1', HOST_MESSAGES.path],
    ['shop.example.com:8080', HOST_MESSAGES.port],
    ['127.0.0.1', HOST_MESSAGES.ipAddress],
    ['http://10.0.0.7/', HOST_MESSAGES.ipAddress],
    ['[::1]', HOST_MESSAGES.ipAddress],
    ['::1', HOST_MESSAGES.ipAddress],
    ['shop', HOST_MESSAGES.invalid('shop')],
    ['-shop.example', HOST_MESSAGES.invalid('-shop.example')],
    ['shop_1.example', HOST_MESSAGES.invalid('shop_1.example')],
    ['shop..example', HOST_MESSAGES.invalid('shop..example')],
    ['shop example.com', HOST_MESSAGES.invalid('shop example.com')],
    ['example.123', HOST_MESSAGES.invalid('example.123')],
    [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, HOST_MESSAGES.tooLong],
    [`${'a'.repeat(64)}.example`, HOST_MESSAGES.invalid(`${'a'.repeat(64)}.example`)],
  ])('refuses %j', (input, problem) => {
    expect(normalizeHostName(input)).toEqual({ problem });
  });
});
