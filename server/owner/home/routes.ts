// The owner API's Home screen route (declared on the owner route table).
import { homeSchema } from '../../../domain/owner-api/home.js';
import type { OwnerApi } from '../api/owner-api.js';
import { capabilitiesOfCaller, readHome } from './service.js';

/** Declares `GET /home` on `api`. */
export function registerHomeRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/home',
    operationId: 'getHome',
    summary:
      "The editor's Home screen: the setup checklist, the latest orders and the variants low on stock (the store's parts only for those who may see the store)",
    tag: 'Home',
    capability: 'pages:view',
    responses: { 200: { description: 'What the Home screen shows.', schema: homeSchema } },
    handle: ({ req, deps, website }) => readHome(deps, website.id, capabilitiesOfCaller(req)),
  });
}
