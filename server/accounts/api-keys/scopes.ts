// The scopes an API key can be given; a route names the one it accepts in requireOwner({ scope }). The list lives in domain/, shared with the editor.
export { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/api-key-scopes.js';
