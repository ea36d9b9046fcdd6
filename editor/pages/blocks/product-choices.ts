// What product and form blocks choose from: the stores' products and the website's forms (GET /api/owner/products, /forms).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { formChoicesSchema, productChoicesSchema } from '../../../domain/owner-api/choices.js';
import { api } from '../../api/client.js';

/** A product to choose. */
export type ProductChoice = z.infer<typeof productChoicesSchema>['products'][number];
/** A form to choose. */
export type FormChoice = z.infer<typeof formChoicesSchema>['forms'][number];

/** The products of every store of the website, by store then title. */
export function useProductChoices() {
  return useQuery({
    queryKey: ['block-choices', 'products'] as const,
    queryFn: async ({ signal }) =>
      (await api<z.infer<typeof productChoicesSchema>>('/api/owner/products', { signal })).products,
    staleTime: 60_000,
  });
}

/** The website's forms, by name. */
export function useFormChoices() {
  return useQuery({
    queryKey: ['block-choices', 'forms'] as const,
    queryFn: async ({ signal }) =>
      (await api<z.infer<typeof formChoicesSchema>>('/api/owner/forms', { signal })).forms,
    staleTime: 60_000,
  });
}
