// The form builder's calls (the website's forms, one form, create, save, duplicate, delete, where submissions may go) and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { formChoicesSchema } from '../../domain/owner-api/choices.js';
import type { FormDefinition, formDestinationsSchema } from '../../domain/owner-api/forms.js';
import { api } from './client.js';

/** A form as the Forms screen lists it. */
export type FormSummary = z.infer<typeof formChoicesSchema>['forms'][number];

/** Where submissions may go besides being stored and emailed. */
export type FormDestinations = z.infer<typeof formDestinationsSchema>;

/** What a save sends (the builder's draft without its local keys). */
export interface FormSaveBody {
  name: string;
  fields: {
    id?: string;
    type: string;
    label: string;
    description: string;
    placeholder: string;
    required: boolean;
    options: string[];
    questions: string[];
    maxLength: number;
    value: string;
    defaultCountry: string;
  }[];
  submitLabel: string;
  submissionMessage: string;
  successRedirect: string;
  disclaimerMessage: string;
  captchaEnabled: boolean;
  storage: FormDefinition['storage'];
  confirmRemoveFields?: boolean;
}

/** Every query under `['forms']` (the submissions screen's too) is stale after a builder change. */
export const FORM_KEYS = {
  all: ['forms'] as const,
  list: ['forms', 'list'] as const,
  one: (id: string) => ['forms', 'one', id] as const,
  destinations: ['forms', 'destinations'] as const,
};

const formPath = (id: string) => `/api/owner/forms/${encodeURIComponent(id)}`;

/** The website's forms, by name, with their field and submission counts. */
export function useFormList() {
  return useQuery({
    queryKey: FORM_KEYS.list,
    queryFn: async ({ signal }) =>
      (await api<{ forms: FormSummary[] }>('/api/owner/forms', { signal })).forms,
  });
}

/** One form as the builder edits it (none while `id` is undefined: a new form). */
export function useFormDefinition(id: string | undefined) {
  return useQuery({
    queryKey: FORM_KEYS.one(id ?? ''),
    queryFn: async ({ signal }) => (await api<{ form: FormDefinition }>(formPath(id ?? ''), { signal })).form,
    enabled: id !== undefined,
    // Where the form is used changes on other screens: each opening reads it afresh.
    refetchOnMount: 'always',
  });
}

/** The mailing lists a form may add its submitters to, and how many webhooks hear of submissions. */
export function useFormDestinations() {
  return useQuery({
    queryKey: FORM_KEYS.destinations,
    queryFn: ({ signal }) => api<FormDestinations>('/api/owner/form-destinations', { signal }),
  });
}

/** Creates a form. */
export async function createForm(body: FormSaveBody): Promise<FormDefinition> {
  return (await api<{ form: FormDefinition }>('/api/owner/forms', { method: 'POST', body })).form;
}

/** Saves a form over `version`. */
export async function saveForm(id: string, body: FormSaveBody, version: number): Promise<FormDefinition> {
  return (await api<{ form: FormDefinition }>(formPath(id), { method: 'PUT', body, version })).form;
}

/** Copies a form as "… (copy)". */
export async function duplicateForm(id: string): Promise<FormDefinition> {
  return (await api<{ form: FormDefinition }>(`${formPath(id)}/duplicate`, { method: 'POST' })).form;
}

/** Deletes a form and its submissions. */
export function deleteForm(id: string): Promise<void> {
  return api<void>(formPath(id), { method: 'DELETE' });
}
