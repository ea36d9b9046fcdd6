// Tests of `?page=` reading and the pagination links.
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageNumber, pagination } from './pagination.js';

describe('pageNumber', () => {
  it('reads whole numbers from 1, absent as 1, anything else as not a page', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('3')).toBe(3);
    for (const raw of ['0', '-1', '1.5', 'abc', '01', String(MAX_PAGE + 1), ['1', '2']]) {
      expect(pageNumber(raw)).toBeUndefined();
    }
  });
});

describe('pagination', () => {
  it('links the next page when one more row than the page size was read, keeping other parameters', () => {
    expect(pagination('/search', { q: 'oak & ash' }, 1, 20, 21)).toEqual({
      page: 1,
      pageSize: 20,
      nextPage: true,
      nextPageUrl: '/search?q=oak+%26+ash&page=2',
      prevPage: false,
    });
  });

  it('links the previous page, the first one without ?page', () => {
    expect(pagination('/blog', {}, 2, 10, 3)).toEqual({
      page: 2,
      pageSize: 10,
      nextPage: false,
      prevPage: true,
      prevPageUrl: '/blog',
    });
  });
});
