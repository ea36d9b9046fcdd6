// The scopes an API key can be given: one list for the server's routes and the editor's API keys screen.

/**
 * Every scope. Add one here when a new owner route should be callable with a key (`resource:read`
 * or `resource:write`); a route without a scope is for signed-in people only.
 */
export const API_KEY_SCOPES = [
  'website:read',
  'website:write',
  'members:read',
  'products:read',
  'products:write',
  'inventory:read',
  'inventory:write',
  'orders:read',
  'orders:write',
  'forms:read',
  'restock:read',
  'restock:write',
  'files:read',
  'files:write',
  'pages:read',
  'pages:write',
  'content:read',
  'content:write',
  'automation:read',
  'automation:write',
  'marketing:read',
  'marketing:write',
] as const;

/** One API key scope. */
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
