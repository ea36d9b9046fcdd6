// The owner API's URL mappings routes (declared on the owner route table): read the redirects, save them.
import { urlMappingsBodySchema, urlMappingsSchema } from '../../../domain/owner-api/url-mappings.js';
import type { OwnerApi } from '../api/owner-api.js';
import { readUrlMappings, saveUrlMappings } from './service.js';

/** Declares `GET /url-mappings` and `PUT /url-mappings` on `api`. */
export function registerUrlMappingRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/url-mappings',
    operationId: 'getUrlMappings',
    summary: "The website's URL mappings (redirects), one `/old-path -> /new-path 301` a line",
    tag: 'Settings',
    capability: 'pages:view',
    responses: { 200: { description: 'The mappings.', schema: urlMappingsSchema } },
    handle: ({ db, website }) => readUrlMappings(db, website.id),
  });

  api.route({
    method: 'put',
    path: '/url-mappings',
    operationId: 'updateUrlMappings',
    summary:
      'Save the URL mappings; each refused line is a 400 field `text.N` whose message starts "Line N:". They apply before any page at once.',
    tag: 'Settings',
    capability: 'pages:edit',
    body: urlMappingsBodySchema,
    responses: { 200: { description: 'The mappings as saved.', schema: urlMappingsSchema } },
    handle: ({ db, website, actor, body }) => saveUrlMappings(db, website.id, actor, body),
  });
}
