// Tests of reading the Host header: the name alone, and which names stand for this machine.
import { describe, expect, it } from 'vitest';
import { hostName, isDirectHost } from './host.js';

describe('hostName', () => {
  it('drops the port, IPv6 brackets and a trailing dot, and lower-cases', () => {
    expect(hostName('Shop.Example.COM:8080')).toBe('shop.example.com');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('example.com.')).toBe('example.com');
    expect(hostName(undefined)).toBe('');
  });
});

describe('isDirectHost', () => {
  it('is true for localhost, its subdomains and IP addresses', () => {
    for (const host of ['localhost', 'shop.localhost', '127.0.0.1', '10.0.0.7', '::1', '']) {
      expect(isDirectHost(host)).toBe(true);
    }
  });

  it('is false for a domain name', () => {
    expect(isDirectHost('shop.example.com')).toBe(false);
    expect(isDirectHost('localhost.example.com')).toBe(false);
  });
});
