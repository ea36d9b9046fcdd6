// The owner's form conversion: how often each form was shown (census form-render, from the daily figures) against its stored submissions.
import type { Knex } from 'knex';
import type { AnalyticsForms, AnalyticsRange } from '../../../domain/owner-api/analytics.js';
import { TABLES } from '../../db/tables.js';
import { instantsOf, rollUpRecentDays } from './analytics-days.js';
import { dailyRows, num, rate, TOP, type AnalyticsSite } from './analytics-service.js';

/** Submissions stored in the range, per form. */
async function submissionsOf(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<Map<string, number>> {
  const { from, to } = instantsOf(range, site.timeZone);
  const rows: { form_id: string; submissions: number | string }[] = await db(TABLES.formSubmissions)
    .where({ website_id: site.id })
    .andWhere('created_at', '>=', from)
    .andWhere('created_at', '<', to)
    .groupBy('form_id')
    .select('form_id', db.raw(`count(*) as "submissions"`));
  return new Map(rows.map((row) => [row.form_id, num(row.submissions)]));
}

/** The forms' names now, those without one left out. */
async function namesOf(db: Knex, websiteId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; name: string }[] = await db(TABLES.forms)
    .where({ website_id: websiteId })
    .whereIn('id', ids)
    .select('id', 'name');
  return new Map(rows.filter((row) => row.name.trim() !== '').map((row) => [row.id, row.name]));
}

/** Each form shown or submitted in the range: views, submissions, their ratio; the most viewed first. */
export async function analyticsForms(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsForms> {
  await rollUpRecentDays(db, site.id, site.timeZone, range);
  const views = new Map<string, number>();
  for (const row of await dailyRows(db, site.id, 'form', range))
    views.set(row.key, (views.get(row.key) ?? 0) + num(row.events));
  const submissions = await submissionsOf(db, site, range);
  const ids = [...new Set([...views.keys(), ...submissions.keys()])];
  const names = await namesOf(db, site.id, ids);
  const forms = ids
    .map((formId) => {
      const shown = views.get(formId) ?? 0;
      const sent = submissions.get(formId) ?? 0;
      return {
        formId,
        name: names.get(formId) ?? formId,
        views: shown,
        submissions: sent,
        conversionRate: rate(sent, shown),
      };
    })
    .sort((a, b) => b.views - a.views || b.submissions - a.submissions || a.formId.localeCompare(b.formId))
    .slice(0, TOP);
  return { forms };
}
