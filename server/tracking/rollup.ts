// The daily tracking figures (TRACKING_DAILY): visits, unique visitors, page views, bounces, by site, page, source, device, country, event, product, form and funnel step, recomputed from the day's events.
import type { Knex } from 'knex';
import { CHECKOUT_URL } from '../../domain/cart-labels.js';
import { TABLES } from '../db/tables.js';
import { isPartitioned } from './retention-partitions.js';

/** Serialises rollups between app servers sharing one database (each deletes then inserts a day). */
const ROLLUP_LOCK = 0x7472_6b02;

/**
 * How the figures count, from the events of one day in the website's time zone:
 * - a visit is a `session_id` (the visit cookie); without it the visitor record, else the daily
 *   visitor hash (one visit per visitor and day), else the event alone;
 * - a visitor is the visitor record (`visitor_id`), else the daily hash;
 * - a page view is a `page-view` event; a bounce is a visit with exactly one page view;
 * - a visit's source is the origin (scheme and host) of its first page view's referrer, '' when none;
 *   its device and country are its first page view's (`payload.device`, `payload.country`).
 * Rows: `site` (key ''), `page` (path: its page views, the visits and visitors that viewed it, the
 * bounces that entered there), `source`, `device` and `country` (the visits they brought), `event`
 * (event type), `product` (item id: `page_views` its CommerceShopping_VisitPDP, `events` its
 * CommerceShopping_AddToCart, visits and visitors with either), `form` (form id: `events` its
 * form-render), `funnel` (productView, addToCart, checkout: a page view of the checkout page,
 * order: an `order` event; `visits` the visits that reached the step, each step on its own).
 */
const ROLLUP_SQL = `
with params as (select ?::date as "day", ?::text as "site", ?::text as "checkout"),
events as (
  select e."website_id", e."event_type", e."page_path", e."referrer", e."occurred_at", e."id", e."payload",
    coalesce(e."visitor_id", e."visitor_hash") as "visitor",
    coalesce(e."session_id", e."visitor_id", e."visitor_hash", e."id") as "visit"
  from "${TABLES.trackingEvents}" e
  join "${TABLES.websites}" w on w."id" = e."website_id"
  cross join params p
  where (p."site" is null or e."website_id" = p."site")
    -- A constant window first (every time zone's day lies within it), so only its partitions are read.
    and e."occurred_at" >= (?::date - 1)::timestamp at time zone 'UTC'
    and e."occurred_at" < (?::date + 2)::timestamp at time zone 'UTC'
    and e."occurred_at" >= p."day"::timestamp at time zone w."time_zone"
    and e."occurred_at" < (p."day" + 1)::timestamp at time zone w."time_zone"
),
visits as (
  select "website_id", "visit", max("visitor") as "visitor", count(*) as "events",
    count(*) filter (where "event_type" = 'page-view') as "page_views",
    (array_agg("page_path" order by "occurred_at", "id") filter (where "event_type" = 'page-view'))[1] as "entry",
    (array_agg(coalesce("referrer", '') order by "occurred_at", "id") filter (where "event_type" = 'page-view'))[1] as "referrer",
    (array_agg(coalesce("payload"->>'device', 'other') order by "occurred_at", "id") filter (where "event_type" = 'page-view'))[1] as "device",
    (array_agg(coalesce("payload"->>'country', '') order by "occurred_at", "id") filter (where "event_type" = 'page-view'))[1] as "country"
  from events group by "website_id", "visit"
),
products as (
  select e."website_id", e."event_type", e."visit", e."visitor", p."item"->>'item_id' as "item"
  from events e cross join lateral (
    select e."payload"->'product' as "item" where jsonb_typeof(e."payload"->'product') = 'object'
    union all
    select "element" from jsonb_array_elements(
      case when jsonb_typeof(e."payload"->'products') = 'array' then e."payload"->'products' else '[]'::jsonb end
    ) as "element"
  ) p
  where e."event_type" in ('CommerceShopping_VisitPDP', 'CommerceShopping_AddToCart')
),
funnel as (
  select e."website_id", e."visit", e."visitor", case
    when e."event_type" = 'CommerceShopping_VisitPDP' then 'productView'
    when e."event_type" = 'CommerceShopping_AddToCart' then 'addToCart'
    when e."event_type" = 'page-view' and e."page_path" = p."checkout" then 'checkout'
    when e."event_type" = 'order' then 'order' end as "step"
  from events e cross join params p
),
entry_bounces as (
  select "website_id", "entry", count(*) as "bounces"
  from visits where "page_views" = 1 group by "website_id", "entry"
),
figures as (
  select "website_id", 'site' as "dimension", '' as "key", count(*) as "events",
    count(*) filter (where "event_type" = 'page-view') as "page_views",
    count(distinct "visit") as "visits", count(distinct "visitor") as "visitors",
    coalesce((select sum(b."bounces") from entry_bounces b where b."website_id" = events."website_id"), 0) as "bounces"
  from events group by "website_id"
  union all
  select e."website_id", 'page', e."page_path", count(*),
    count(*) filter (where e."event_type" = 'page-view'),
    count(distinct e."visit") filter (where e."event_type" = 'page-view'),
    count(distinct e."visitor") filter (where e."event_type" = 'page-view'),
    coalesce(max(b."bounces"), 0)
  from events e
  left join entry_bounces b on b."website_id" = e."website_id" and b."entry" = e."page_path"
  where e."page_path" is not null group by e."website_id", e."page_path"
  union all
  select "website_id", 'source', coalesce(substring("referrer" from '^[A-Za-z][A-Za-z0-9+.-]*://[^/#]+'), ''),
    sum("events"), sum("page_views"), count(*), count(distinct "visitor"),
    count(*) filter (where "page_views" = 1)
  from visits where "page_views" > 0 group by 1, 3
  union all
  select "website_id", 'device', "device", sum("events"), sum("page_views"), count(*),
    count(distinct "visitor"), count(*) filter (where "page_views" = 1)
  from visits where "page_views" > 0 group by 1, 3
  union all
  select "website_id", 'country', "country", sum("events"), sum("page_views"), count(*),
    count(distinct "visitor"), count(*) filter (where "page_views" = 1)
  from visits where "page_views" > 0 group by 1, 3
  union all
  select "website_id", 'product', "item",
    count(*) filter (where "event_type" = 'CommerceShopping_AddToCart'),
    count(*) filter (where "event_type" = 'CommerceShopping_VisitPDP'),
    count(distinct "visit"), count(distinct "visitor"), 0
  from products where coalesce("item", '') <> '' group by 1, 3
  union all
  select "website_id", 'form', "payload"->>'formId', count(*), 0, count(distinct "visit"), count(distinct "visitor"), 0
  from events where "event_type" = 'form-render' and coalesce("payload"->>'formId', '') <> '' group by 1, 3
  union all
  select "website_id", 'funnel', "step", count(*), 0, count(distinct "visit"), count(distinct "visitor"), 0
  from funnel where "step" is not null group by 1, 3
  union all
  select "website_id", 'event', "event_type", count(*),
    count(*) filter (where "event_type" = 'page-view'),
    count(distinct "visit"), count(distinct "visitor"), 0
  from events group by "website_id", "event_type"
)
insert into "${TABLES.trackingDaily}"
  ("website_id", "day", "dimension", "key", "events", "page_views", "visits", "visitors", "bounces")
select f."website_id", p."day", f."dimension", f."key", f."events", f."page_views", f."visits", f."visitors", f."bounces"
from figures f cross join params p`;

/**
 * Recomputes the figures of `day` (`YYYY-MM-DD`, in each website's time zone) for `websiteId`,
 * or for every website when it is undefined: the day's rows are replaced in one transaction, so
 * running it again gives the same rows. Returns how many rows the day has now.
 */
export async function rollUpTrackingDay(
  db: Knex,
  websiteId: string | undefined,
  day: string,
): Promise<number> {
  return db.transaction(async (trx) => {
    if (isPartitioned(db)) await trx.raw('select pg_advisory_xact_lock(?)', [ROLLUP_LOCK]);
    const drop = trx(TABLES.trackingDaily).where({ day });
    if (websiteId !== undefined) drop.andWhere({ website_id: websiteId });
    await drop.delete();
    const site = websiteId ?? null;
    await trx.raw(ROLLUP_SQL, [day, site, CHECKOUT_URL, day, day]);
    const counted = trx(TABLES.trackingDaily).where({ day });
    if (websiteId !== undefined) counted.andWhere({ website_id: websiteId });
    const [{ count }] = await counted.count({ count: '*' });
    return Number(count);
  });
}
