// Data tables calls (datasets: list, read, create, import a CSV file, save with If-Match, delete; the CSV export's address) and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { DatasetColumn, DatasetRow } from '../../domain/datasets.js';
import type { Dataset, DatasetSummary } from '../../domain/owner-api/datasets.js';
import { DATASET_JSON_TYPE, DATASET_UPLOAD_FIELD } from '../../domain/owner-api/dataset-transfer.js';
import { ApiError, api, changeHeaders, errorOf, upload } from './client.js';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';

export type { Dataset, DatasetSummary };

/** What an import answers: the dataset, and how many columns and rows past the limits were left out. */
export interface DatasetImport {
  dataset: Dataset;
  truncated: { columns: number; rows: number };
}

export const DATASET_KEYS = {
  all: ['datasets'] as const,
  list: ['datasets', 'list'] as const,
  one: (id: string) => ['datasets', 'one', id] as const,
};

const datasetPath = (id: string) => `/api/owner/datasets/${encodeURIComponent(id)}`;

/** The address of a dataset's CSV file (the browser downloads it). */
export const datasetCsvUrl = (id: string) => `${datasetPath(id)}/csv`;

/** The website's datasets by name (without rows). */
export function useDatasets() {
  return useQuery({
    queryKey: DATASET_KEYS.list,
    queryFn: async ({ signal }) =>
      (await api<{ datasets: DatasetSummary[] }>('/api/owner/datasets', { signal })).datasets,
  });
}

/** One dataset with every row. */
export function useDataset(id: string) {
  return useQuery({
    queryKey: DATASET_KEYS.one(id),
    queryFn: async ({ signal }) => (await api<{ dataset: Dataset }>(datasetPath(id), { signal })).dataset,
  });
}

/** Adds an empty dataset (one column, one row) named `name`. */
export async function createDataset(name: string): Promise<Dataset> {
  return (await api<{ dataset: Dataset }>('/api/owner/datasets', { method: 'POST', body: { name } })).dataset;
}

/** Imports a CSV file as a new dataset (named `name`, else after the file). */
export function importDataset(file: File, name?: string): Promise<DatasetImport> {
  return upload<DatasetImport>('/api/owner/datasets/import', file, {
    field: DATASET_UPLOAD_FIELD,
    ...(name === undefined || name.trim() === '' ? {} : { fields: { name: name.trim() } }),
  });
}

/** Replaces a dataset's columns and rows with a CSV file. */
export function replaceDatasetFromCsv(id: string, file: File): Promise<DatasetImport> {
  return upload<DatasetImport>(`${datasetPath(id)}/import`, file, { field: DATASET_UPLOAD_FIELD });
}

/** What a save sends: the whole dataset. */
export interface DatasetInput {
  name: string;
  columns: DatasetColumn[];
  rows: DatasetRow[];
}

/**
 * Saves a whole dataset over `version` (412 when someone saved since). Sent as the dataset media
 * type, which the server reads up to 8 MB (plain JSON bodies stop at 100 kB).
 */
export async function saveDataset(id: string, input: DatasetInput, version: number): Promise<Dataset> {
  let response: Response;
  try {
    response = await fetch(datasetPath(id), {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        'Content-Type': DATASET_JSON_TYPE,
        ...changeHeaders(),
        'If-Match': String(version),
      },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', `${GENERAL_MESSAGES.networkError} ${GENERAL_MESSAGES.checkConnection}`);
  }
  if (!response.ok) throw await errorOf(response);
  return ((await response.json()) as { dataset: Dataset }).dataset;
}

/** Deletes a dataset. */
export function deleteDataset(id: string): Promise<void> {
  return api<void>(datasetPath(id), { method: 'DELETE' });
}
