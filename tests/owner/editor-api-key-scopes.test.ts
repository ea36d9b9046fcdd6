// Tests that the editor's list of API-key scopes (checkboxes of the create dialog) is the server's list.
import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES as EDITOR_SCOPES } from '../../editor/api/api-keys.js';
import { API_KEY_SCOPES as SERVER_SCOPES } from '../../server/accounts/api-keys/scopes.js';

describe('the API keys screen’s scopes', () => {
  it('are every scope the server accepts, in its order', () => {
    expect([...EDITOR_SCOPES]).toEqual([...SERVER_SCOPES]);
  });
});
