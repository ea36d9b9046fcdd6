// Tests the URL mappings format: lines read or refused with their numbers, the first matching line winning, variables, queries and [query], and imports appending without duplicates.
import { describe, expect, it } from 'vitest';
import { matchUrlMapping, parseUrlMappings, urlMappingTable, withUrlMappings } from './url-mappings.js';

function redirectOf(text: string, path: string, query = '') {
  const { mappings, problems } = parseUrlMappings(text);
  expect(problems).toEqual([]);
  return matchUrlMapping(urlMappingTable(mappings), path, query);
}

describe('parseUrlMappings', () => {
  it('reads one mapping a line and skips blank lines', () => {
    const { mappings, problems } = parseUrlMappings(
      '/old -> /new 301\n\n  /temp -> https://elsewhere.example/x 302  \r\n',
    );
    expect(problems).toEqual([]);
    expect(mappings).toEqual([
      { line: 1, from: '/old', to: '/new', status: 301 },
      { line: 3, from: '/temp', to: 'https://elsewhere.example/x', status: 302 },
    ]);
  });

  it('refuses each bad line with its number and why', () => {
    const text = [
      '/fine -> /ok 301',
      '/no-arrow /ok 301',
      '/bad-status -> /ok 307',
      'old -> /ok 301',
      '/x -> ftp://host/ 301',
      '/blog/[name] -> /articles/[slug] 301',
      '/fine -> /again 302',
      '/same -> /same 301',
      '/q -> /r?[query] 301',
    ].join('\n');
    expect(parseUrlMappings(text).problems.map((problem) => problem.message)).toEqual([
      'Line 2: write each mapping as /old-path -> /new-path 301 (or 302).',
      'Line 3: end the line with 301 (permanent) or 302 (temporary), not 307.',
      'Line 4: the old address old must start with / (a path on this site).',
      'Line 5: the new address ftp://host/ must start with / or https://.',
      'Line 6: [slug] in the new address is not in the old one.',
      'Line 7: /fine is already mapped on line 1.',
      'Line 8: /same would redirect to itself.',
      'Line 9: [query] in the new address needs ?[query] at the end of the old one.',
    ]);
  });
});

describe('matchUrlMapping', () => {
  it('matches a plain path without regard to case or a trailing slash, keeping the status', () => {
    expect(redirectOf('/Old-Page -> /new-page 302', '/old-page/')).toEqual({
      location: '/new-page',
      status: 302,
    });
    expect(redirectOf('/old-page -> /new-page 301', '/other')).toBeUndefined();
  });

  it('fills variables from one path segment each', () => {
    const text =
      '/blog/[name] -> /articles/[name] 301\n/shop/p/[id]/[variant] -> /products/[id]?v=[variant] 301';
    expect(redirectOf(text, '/blog/Hello-World')).toEqual({ location: '/articles/Hello-World', status: 301 });
    expect(redirectOf(text, '/blog/a/b')).toBeUndefined();
    expect(redirectOf(text, '/shop/p/7/red')).toEqual({ location: '/products/7?v=red', status: 301 });
  });

  it('lets the first matching line win, plain or with variables', () => {
    const text = '/blog/[name] -> /articles/[name] 301\n/blog/special -> /special 301';
    expect(redirectOf(text, '/blog/special')?.location).toBe('/articles/special');
    const reversed = '/blog/special -> /special 301\n/blog/[name] -> /articles/[name] 301';
    expect(redirectOf(reversed, '/blog/special')?.location).toBe('/special');
  });

  it('matches a written query in any order, [query] passing the query on', () => {
    const text =
      '/shop?category=hats&page=1 -> /hats 301\n/search?[query] -> /find?[query] 302\n/plain -> /elsewhere 301';
    expect(redirectOf(text, '/shop', 'page=1&category=hats')?.location).toBe('/hats');
    expect(redirectOf(text, '/shop', 'category=shoes')).toBeUndefined();
    expect(redirectOf(text, '/search', 'q=tea')).toEqual({ location: '/find?q=tea', status: 302 });
    expect(redirectOf(text, '/search', '')?.location).toBe('/find');
    expect(redirectOf(text, '/plain', 'utm_source=x')?.location).toBe('/elsewhere');
  });
});

describe('withUrlMappings', () => {
  it('appends only old addresses not mapped yet', () => {
    const first = withUrlMappings('/mine -> /kept 301', [
      { from: '/2024/01/hello', to: '/blog/hello', status: 301 },
      { from: '/mine', to: '/theirs', status: 301 },
      { from: '/same', to: '/same', status: 301 },
    ]);
    expect(first).toEqual({ text: '/mine -> /kept 301\n/2024/01/hello -> /blog/hello 301', added: 1 });
    expect(withUrlMappings(first.text, [{ from: '/2024/01/hello', to: '/blog/hello', status: 301 }])).toEqual(
      {
        text: first.text,
        added: 0,
      },
    );
  });
});
