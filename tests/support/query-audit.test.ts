// Tests what the query audit counts as a statement on a website table that names website_id.
import { describe, expect, test } from 'vitest';
import { namesWebsiteId, picksRows, websiteTablesIn } from './query-audit.js';

describe('query audit', () => {
  test('finds the website tables a statement names, not the reference tables', () => {
    expect(websiteTablesIn('select * from "ORDERS" o join "WEBSITES" w on w.id = o.website_id')).toEqual([
      'ORDERS',
    ]);
    expect(websiteTablesIn('select * from "MAIL_OUTBOX" where "id" = ?')).toEqual([]);
    expect(websiteTablesIn('select * from "ORDER_ITEMS", "PRODUCTS"')).toEqual(['ORDER_ITEMS', 'PRODUCTS']);
  });

  test('counts website_id in a condition, a join or an insert’s columns', () => {
    expect(namesWebsiteId('select * from "ORDERS" where "website_id" = ? and "id" = ?')).toBe(true);
    expect(namesWebsiteId('select o.* from "ORDERS" o join "CARTS" c on c.website_id = o.website_id')).toBe(
      true,
    );
    expect(namesWebsiteId('insert into "ORDERS" ("website_id", "id") values (?, ?)')).toBe(true);
    expect(namesWebsiteId('delete from "CARTS" where ("website_id", "id") in ((?, ?))')).toBe(true);
  });

  test('does not count website_id only given back by a select or returning', () => {
    expect(namesWebsiteId('select "website_id", "id" from "ORDERS" where "id" = ?')).toBe(false);
    expect(namesWebsiteId('update "ORDERS" set "status" = ? where "id" = ? returning "website_id"')).toBe(
      false,
    );
    expect(namesWebsiteId('update "ORDERS" set "status" = ? where "id" = ?')).toBe(false);
  });

  test('looks at statements on rows, not at DDL, which changes a table for every website', () => {
    expect(picksRows('update "PAGES" set "published_at" = "updated_at"')).toBe(true);
    expect(picksRows(' with c as (select 1) select * from c')).toBe(true);
    expect(picksRows('alter table "ORDERS" drop column search_text')).toBe(false);
    expect(picksRows('create index content_items_search on "CONTENT_ITEMS" using gin (search_vector)')).toBe(
      false,
    );
  });
});
