// The owner API's routes for the Data tables screen: datasets listed, created, read (whole or a page of rows), saved, deleted, imported from and exported as CSV.
import { MAX_DATASET_CSV_BYTES } from '../../../domain/datasets.js';
import {
  DATASET_UPLOAD_FIELD,
  createDatasetBodySchema,
  datasetImportResponseSchema,
  datasetListResponseSchema,
  datasetParamsSchema,
  datasetResponseSchema,
  datasetRowsQuerySchema,
  datasetRowsResponseSchema,
  importDatasetFieldsSchema,
  updateDatasetBodySchema,
} from '../../../domain/owner-api/datasets.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { errorResponse, staleVersionResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { displayName } from '../files/upload-parser.js';
import { csvText, csvUploadParser, datasetJsonParser } from './dataset-parsers.js';
import {
  createDataset,
  deleteDataset,
  exportDataset,
  getDataset,
  getDatasetRows,
  importIntoDataset,
  importNewDataset,
  listDatasets,
  updateDataset,
} from './dataset-service.js';

const TAG = 'Data tables';
const notFoundResponse = errorResponse('The website has no such dataset.');
const refusedResponse = errorResponse(
  'SPEC §5: "Your dataset must have at least one row.", "Your dataset must have at least one column.", "One or more rows was missing data." or "Update the missing or invalid information above.", with a message per field.',
);
const csvMultipart = {
  field: DATASET_UPLOAD_FIELD,
  description:
    'A CSV file (RFC 4180, UTF-8, at most 4 MB): the first line names the columns. Columns past 50 and rows past 5,000 are left out. An optional field `name` names a new dataset.',
};

/** The name of a dataset imported without one: the file's name without `.csv`. */
function nameOfFile(file: Express.Multer.File | undefined): string {
  const base = displayName(file?.originalname)
    .replace(/\.(csv|txt)$/i, '')
    .trim();
  return base.slice(0, 100) || 'Dataset';
}

/** Declares the Data tables screen's routes on `api`. */
export function registerDatasetRoutes(
  api: OwnerApi,
  { maxCsvBytes = MAX_DATASET_CSV_BYTES }: { maxCsvBytes?: number } = {},
): void {
  api.route({
    method: 'get',
    path: '/datasets',
    operationId: 'listDatasets',
    summary: 'The website’s datasets by name, with their columns and how many rows each has.',
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'The datasets.', schema: datasetListResponseSchema } },
    handle: async ({ db, website }) => ({ datasets: await listDatasets(db, website.id) }),
  });

  api.route({
    method: 'post',
    path: '/datasets',
    operationId: 'createDataset',
    summary: 'Adds a dataset: a name and, optionally, columns and rows (else one empty column and row).',
    tag: TAG,
    capability: 'pages:edit',
    body: createDatasetBodySchema,
    responses: {
      201: { description: 'The new dataset.', schema: datasetResponseSchema },
      400: refusedResponse,
    },
    handle: async ({ db, website, actor, body }) => {
      const content =
        body.columns === undefined && body.rows === undefined
          ? undefined
          : { columns: body.columns ?? [], rows: body.rows ?? [] };
      const dataset = await createDataset(db, { websiteId: website.id, actor }, body.name, content);
      return { status: 201, body: { dataset } };
    },
  });

  api.route({
    method: 'post',
    path: '/datasets/import',
    operationId: 'importDataset',
    summary: 'Adds a dataset from a CSV file (named by the `name` field, else by the file).',
    tag: TAG,
    capability: 'pages:edit',
    multipart: csvMultipart,
    before: [csvUploadParser(maxCsvBytes)],
    responses: {
      201: { description: 'The new dataset, and what was left out.', schema: datasetImportResponseSchema },
      400: refusedResponse,
      413: errorResponse('The file is larger than 4 MB.'),
    },
    handle: async ({ req, db, website, actor }) => {
      const text = csvText(req.file);
      const fields = parseOwnerInput(importDatasetFieldsSchema, req.body);
      const name = fields.name ?? nameOfFile(req.file);
      const imported = await importNewDataset(db, { websiteId: website.id, actor }, name, text);
      return { status: 201, body: imported };
    },
  });

  api.route({
    method: 'get',
    path: '/datasets/{id}',
    operationId: 'getDataset',
    summary: 'One dataset with all its rows (at most 5,000).',
    tag: TAG,
    capability: 'pages:view',
    params: datasetParamsSchema,
    responses: {
      200: { description: 'The dataset.', schema: datasetResponseSchema },
      404: notFoundResponse,
    },
    handle: async ({ db, website, params }) => ({ dataset: await getDataset(db, website.id, params.id) }),
  });

  api.route({
    method: 'get',
    path: '/datasets/{id}/rows',
    operationId: 'listDatasetRows',
    summary:
      'A page of a dataset’s rows: searched in every cell (`q`), filtered by one column (`column`, `filter`), sorted by a column key (numbers as numbers).',
    tag: TAG,
    capability: 'pages:view',
    params: datasetParamsSchema,
    query: datasetRowsQuerySchema,
    responses: {
      200: { description: 'The rows with their index in the dataset.', schema: datasetRowsResponseSchema },
      404: notFoundResponse,
    },
    handle: async ({ db, website, params, query }) => ({
      ...(await getDatasetRows(db, website.id, params.id, {
        q: query.q,
        filters:
          query.column === undefined || query.filter === undefined ? {} : { [query.column]: query.filter },
        sort: query.sort,
        direction: query.direction,
        page: query.page,
        pageSize: query.pageSize,
      })),
    }),
  });

  api.route({
    method: 'put',
    path: '/datasets/{id}',
    operationId: 'updateDataset',
    summary:
      'Saves a whole dataset: name, columns and rows. Bodies over 100 kB go as application/vnd.tessera.dataset+json (the same JSON, up to 8 MB).',
    tag: TAG,
    capability: 'pages:edit',
    params: datasetParamsSchema,
    body: updateDatasetBodySchema,
    ifMatch: 'optional',
    before: [datasetJsonParser()],
    responses: {
      200: { description: 'The saved dataset.', schema: datasetResponseSchema },
      400: refusedResponse,
      404: notFoundResponse,
      412: staleVersionResponse('dataset'),
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      dataset: await updateDataset(
        db,
        { websiteId: website.id, actor },
        params.id,
        body,
        ifMatchVersion(req),
      ),
    }),
  });

  api.route({
    method: 'post',
    path: '/datasets/{id}/import',
    operationId: 'replaceDatasetFromCsv',
    summary: 'Replaces a dataset’s columns and rows with a CSV file; its name and address stay.',
    tag: TAG,
    capability: 'pages:edit',
    params: datasetParamsSchema,
    multipart: csvMultipart,
    ifMatch: 'optional',
    before: [csvUploadParser(maxCsvBytes)],
    responses: {
      200: { description: 'The dataset, and what was left out.', schema: datasetImportResponseSchema },
      400: refusedResponse,
      404: notFoundResponse,
      412: staleVersionResponse('dataset'),
      413: errorResponse('The file is larger than 4 MB.'),
    },
    handle: async ({ req, db, website, actor, params }) => {
      const version = ifMatchVersion(req);
      return importIntoDataset(db, { websiteId: website.id, actor }, params.id, csvText(req.file), version);
    },
  });

  api.route({
    method: 'get',
    path: '/datasets/{id}/csv',
    operationId: 'exportDataset',
    summary: 'Downloads a dataset as a CSV file (text/csv, UTF-8; the first line names the columns).',
    tag: TAG,
    capability: 'pages:view',
    params: datasetParamsSchema,
    responses: {
      200: { description: 'The CSV file (text/csv), as an attachment named after the dataset.' },
      404: notFoundResponse,
    },
    handle: async ({ res, db, website, params }) => {
      const { filename, csv } = await exportDataset(db, website.id, params.id);
      res
        .status(200)
        .set('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .attachment(filename)
        .send(csv);
      return undefined;
    },
  });

  api.route({
    method: 'delete',
    path: '/datasets/{id}',
    operationId: 'deleteDataset',
    summary: 'Deletes a dataset; blocks that showed it show nothing.',
    tag: TAG,
    capability: 'pages:edit',
    params: datasetParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 404: notFoundResponse },
    handle: async ({ db, website, actor, params }) => {
      await deleteDataset(db, { websiteId: website.id, actor }, params.id);
      return { status: 204 };
    },
  });
}
