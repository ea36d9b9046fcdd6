// Form submissions calls (the website's forms; a form's submissions, paged, newest first; the CSV export's address) and their query keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SummaryField } from '../../domain/form-values.js';
import { api } from './client.js';

/** A form to choose from. */
export interface FormChoice {
  id: string;
  name: string;
}

/** One submission as the owner route answers it. */
export interface FormSubmission {
  id: string;
  createdAt: string;
  pageUrl: string | null;
  values: unknown;
  summary: SummaryField[];
}

/** A page of a form's submissions. */
export interface SubmissionPage {
  form: FormChoice;
  submissions: FormSubmission[];
  page: number;
  pageSize: number;
  total: number;
  hasNextPage: boolean;
}

/** Submissions on one page of the table. */
export const SUBMISSION_PAGE_SIZE = 25;

export const FORM_SUBMISSION_KEYS = {
  forms: ['forms', 'choices'] as const,
  page: (formId: string, page: number) => ['forms', 'submissions', formId, page] as const,
};

const submissionsPath = (formId: string) => `/api/owner/forms/${encodeURIComponent(formId)}/submissions`;

/** The address of a form's CSV export (every submission; the browser downloads it). */
export const submissionsCsvUrl = (formId: string) => `${submissionsPath(formId)}.csv`;

/** The website's forms, by name. */
export function useFormChoices() {
  return useQuery({
    queryKey: FORM_SUBMISSION_KEYS.forms,
    queryFn: async () => (await api<{ forms: FormChoice[] }>('/api/owner/forms')).forms,
  });
}

/** One page of `formId`'s submissions (none while no form is chosen); the last page stays shown while the next loads. */
export function useSubmissions(formId: string | undefined, page: number) {
  return useQuery({
    queryKey: FORM_SUBMISSION_KEYS.page(formId ?? '', page),
    queryFn: () =>
      api<SubmissionPage>(submissionsPath(formId ?? ''), { query: { page, pageSize: SUBMISSION_PAGE_SIZE } }),
    enabled: formId !== undefined,
    placeholderData: keepPreviousData,
  });
}
