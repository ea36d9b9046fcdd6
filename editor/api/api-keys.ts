// API keys calls (GET, POST /api/owner/api-keys, DELETE /api/owner/api-keys/:id), the scopes a key may have, and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { ApiKeyScope } from '../../domain/api-key-scopes.js';
import { api } from './client.js';

export { API_KEY_SCOPES, type ApiKeyScope } from '../../domain/api-key-scopes.js';

/** A key as the list shows it: never its secret. */
export interface ApiKeyInfo {
  id: string;
  name: string;
  /** The key's first characters (`tsk_AbC123xy`), to tell keys apart. */
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** What creating a key answers: the key, and its secret this one time. */
export interface CreatedApiKey {
  apiKey: ApiKeyInfo;
  key: string;
}

/** What the create dialog sends: the key's name and scopes, and the creator's password asked again. */
export interface NewApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
  password: string;
}

/** The query key of the website's keys. */
export const API_KEYS_KEY = ['api-keys'] as const;

const PATH = '/api/owner/api-keys';

/** The website's live keys, newest first. */
export async function fetchApiKeys(): Promise<ApiKeyInfo[]> {
  return (await api<{ apiKeys: ApiKeyInfo[] }>(PATH)).apiKeys;
}

/** The keys query. */
export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: fetchApiKeys });
}

/** Makes a key; a refused name, scope list or password rejects with a 400 ApiError naming the field. */
export function createApiKey(input: NewApiKeyInput): Promise<CreatedApiKey> {
  return api<CreatedApiKey>(PATH, { method: 'POST', body: input });
}

/** Revokes a key at once (404 'No such API key.' when it is already gone). */
export function revokeApiKey(id: string): Promise<void> {
  return api<void>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
