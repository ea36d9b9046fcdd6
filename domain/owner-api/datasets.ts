// The owner API's dataset schemas (Data tables screen): a dataset's name, columns and rows, the row query, the answers.
import { z } from 'zod';
import {
  DATASET_COLUMN_TYPES,
  MAX_COLUMN_LABEL,
  MAX_DATASET_CELL,
  MAX_DATASET_COLUMNS,
  MAX_DATASET_NAME,
  MAX_DATASET_ROWS,
  datasetProblems,
} from '../datasets.js';
import { changeStampSchema, idSchema, optionSchema } from './common.js';

export { DATASET_JSON_TYPE, DATASET_UPLOAD_FIELD, MAX_DATASET_JSON_BYTES } from './dataset-transfer.js';

export const datasetNameSchema = z
  .string({ error: 'Please enter a name.' })
  .trim()
  .min(1, 'Please enter a name.')
  .max(MAX_DATASET_NAME, `At most ${MAX_DATASET_NAME} characters.`);

export const datasetColumnSchema = z.object({
  key: z.string(),
  label: z.string().trim().max(MAX_COLUMN_LABEL, `At most ${MAX_COLUMN_LABEL} characters.`),
  type: optionSchema(DATASET_COLUMN_TYPES).default('text'),
});

/** Columns and rows, checked with domain/datasets.ts's rules (SPEC §5's words) at their paths. */
export const datasetContentSchema = z
  .object({
    columns: z
      .array(datasetColumnSchema)
      .max(MAX_DATASET_COLUMNS, `A dataset has at most ${MAX_DATASET_COLUMNS} columns.`),
    rows: z
      .array(
        z.array(z.string().max(MAX_DATASET_CELL, `A cell holds at most ${MAX_DATASET_CELL} characters.`)),
      )
      .max(MAX_DATASET_ROWS, `A dataset has at most ${MAX_DATASET_ROWS} rows.`),
  })
  .superRefine((content, context) => {
    for (const problem of datasetProblems(content))
      context.addIssue({ code: 'custom', message: problem.message, path: problem.path.split('.') });
  });

/** POST /datasets: a name, and columns and rows (an empty table of one column and row when left out). */
export const createDatasetBodySchema = z.object({
  name: datasetNameSchema,
  columns: datasetContentSchema.shape.columns.optional(),
  rows: datasetContentSchema.shape.rows.optional(),
});

/** PUT /datasets/{id}: the whole dataset. */
export const updateDatasetBodySchema = z.object({ name: datasetNameSchema }).and(datasetContentSchema);

export const datasetParamsSchema = z.object({ id: idSchema });

/** GET /datasets/{id}/rows: search every cell (`q`), keep rows whose `column` contains `filter`, sort by a column key, a page. */
export const datasetRowsQuerySchema = z.object({
  q: z.string().max(200).optional(),
  column: z.string().max(64).optional(),
  filter: z.string().max(200).optional(),
  sort: z.string().max(64).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/** Import: `name` for a new dataset (else the file's name). */
export const importDatasetFieldsSchema = z.object({ name: datasetNameSchema.optional() });

const columnSchema = z.object({ key: z.string(), label: z.string(), type: z.enum(DATASET_COLUMN_TYPES) });

/** A dataset in a list: no rows, their count. */
export const datasetSummarySchema = changeStampSchema.extend({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  columns: z.array(columnSchema),
  rowCount: z.number().int(),
  createdAt: z.string(),
});

export const datasetSchema = datasetSummarySchema.extend({ rows: z.array(z.array(z.string())) });

export const datasetListResponseSchema = z.object({ datasets: z.array(datasetSummarySchema) });
export const datasetResponseSchema = z.object({ dataset: datasetSchema });
export const datasetImportResponseSchema = z.object({
  dataset: datasetSchema,
  /** How many columns and rows past the limits were left out (SPEC §3: datasets are truncated). */
  truncated: z.object({ columns: z.number().int(), rows: z.number().int() }),
});
export const datasetRowsResponseSchema = z.object({
  columns: z.array(columnSchema),
  rows: z.array(z.object({ index: z.number().int(), cells: z.array(z.string()) })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type DatasetSummary = z.infer<typeof datasetSummarySchema>;
export type Dataset = z.infer<typeof datasetSchema>;
