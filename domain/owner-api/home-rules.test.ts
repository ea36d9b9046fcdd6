// Which host names count as the website's own domain on the Home screen's checklist.
import { describe, expect, it } from 'vitest';
import { isPublicDomain } from './home-rules.js';

describe('isPublicDomain', () => {
  it.each(['harbor-shop.com', 'shop.harbor.co.uk', 'www.example.com', 'a.b'])('%s is reachable', (host) => {
    expect(isPublicDomain(host)).toBe(true);
  });

  it.each([
    '',
    'localhost',
    'shop.localhost',
    'printer.local',
    'site.test',
    'example',
    'x.invalid',
    'nas.home.arpa',
    '192.168.1.4',
    '[::1]',
    'intranet',
  ])('%s is not', (host) => {
    expect(isPublicDomain(host)).toBe(false);
  });
});
