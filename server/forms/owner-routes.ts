// The owner's view of form submissions: a paginated list per form and a CSV export (under /api/owner).
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { SummaryField } from '../../domain/form-values.js';
import { readFormFields } from '../../domain/forms/form-fields.js';
import { rolesWith } from '../../domain/owner-permissions.js';
import type { AppDeps } from '../app-deps.js';
import { requireOwner } from '../http/auth.js';
import { badRequest, notFound } from '../http/http-error.js';
import { csvHeader, csvRow } from './csv.js';
import { countSubmissions, findForm, listSubmissions, submittedTitles } from './store.js';

/** Who may read submissions (visitors' personal data): admins, website managers, editors, reporting. */
export const SUBMISSION_READER_ROLES: readonly number[] = rolesWith('forms:view');

/** The owner paths, relative to `/api/owner`. */
export const OWNER_FORM_PATHS = {
  list: '/forms/:formId/submissions',
  csv: '/forms/:formId/submissions.csv',
} as const;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** The most rows one export holds, read in pages of this size. */
const EXPORT_PAGE = 500;

function websiteId(req: Request): string {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return req.website.id;
}

async function formOf(deps: AppDeps, req: Request) {
  const form = await findForm(deps.db.knex, websiteId(req), String(req.params.formId).slice(0, 200));
  if (form === undefined) throw notFound('No such form.');
  return form;
}

/**
 * `GET /api/owner/forms/:formId/submissions?page=&pageSize=` → `{ form: {id, name}, submissions:
 * [{id, createdAt, pageUrl, values, summary}], page, pageSize, total, hasNextPage }`, newest first;
 * `GET /api/owner/forms/:formId/submissions.csv` → every submission as CSV (a column per field).
 * For admins, website managers, editors and reporting, or an API key with `forms:read`.
 */
export function createOwnerFormsRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();
  const readers = requireOwner({ roles: SUBMISSION_READER_ROLES, scope: 'forms:read' });

  router.get(OWNER_FORM_PATHS.csv, readers, async (req, res) => {
    const form = await formOf(deps, req);
    const current = readFormFields(form.fields)
      .filter((field) => field.type !== 'section')
      .map((field) => field.title || field.id);
    // Answers to fields since removed or renamed keep a column of their own, after the form's.
    const earlier = await submittedTitles(db, websiteId(req), form.id);
    const titles = [...new Set([...current, ...earlier])];
    let body = csvHeader(titles);
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const rows = await listSubmissions(db, websiteId(req), form.id, { limit: EXPORT_PAGE, offset });
      for (const row of rows) {
        body += csvRow(new Date(row.created_at), titles, row.summary as SummaryField[], row.page_url);
      }
      if (rows.length < EXPORT_PAGE) break;
    }
    const filename = `${(form.name || 'form').replace(/[^A-Za-z0-9_-]+/g, '-')}-submissions.csv`;
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Disposition', `attachment; filename="${filename}"`)
      .type('text/csv; charset=utf-8')
      .send(body);
  });

  router.get(OWNER_FORM_PATHS.list, readers, async (req, res) => {
    const query = pageQuery.safeParse(req.query ?? {});
    if (!query.success)
      throw badRequest('The page must be a whole number from 1, and pageSize from 1 to 100.');
    const { page, pageSize } = query.data;
    const form = await formOf(deps, req);
    const id = websiteId(req);
    const [rows, total] = await Promise.all([
      listSubmissions(db, id, form.id, { limit: pageSize, offset: (page - 1) * pageSize }),
      countSubmissions(db, id, form.id),
    ]);
    res.set('Cache-Control', 'no-store').json({
      form: { id: form.id, name: form.name },
      submissions: rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        pageUrl: row.page_url,
        values: row.values,
        summary: row.summary,
      })),
      page,
      pageSize,
      total,
      hasNextPage: page * pageSize < total,
    });
  });
  return router;
}
