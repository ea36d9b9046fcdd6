// The owner API's menu routes (declared on the owner route table): read and replace a menu by name.
import {
  navigationBodySchema,
  navigationMenuSchema,
  navigationMenusSchema,
  navigationParamsSchema,
} from '../../../domain/owner-api/navigation.js';
import type { OwnerApi } from '../api/owner-api.js';
import { navigationMenus, saveNavigation } from './navigation-service.js';
import { offeredMenus } from './offered-menus.js';

/** Declares `GET /navigation` and `PUT /navigation/{name}` on `api`. */
export function registerNavigationRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/navigation',
    operationId: 'getNavigation',
    summary:
      'Every menu of the site, the main one first, and the menus to edit: the live theme’s navigations (header, footer, …) then the other saved ones',
    tag: 'Pages',
    capability: 'pages:view',
    responses: { 200: { description: 'The menus.', schema: navigationMenusSchema } },
    handle: async ({ db, deps, website }) => {
      const menus = await navigationMenus(db, website.id);
      const saved = menus.map((menu) => menu.name);
      return { menus, offered: await offeredMenus(db, deps.config.dataDir, website.id, saved) };
    },
  });

  api.route({
    method: 'put',
    path: '/navigation/{name}',
    operationId: 'updateNavigation',
    summary: 'Replace a menu: its links in order, nested',
    tag: 'Pages',
    capability: 'pages:edit',
    params: navigationParamsSchema,
    body: navigationBodySchema,
    responses: {
      200: { description: 'The menu as saved; the site shows it at once.', schema: navigationMenuSchema },
    },
    handle: async ({ db, website, actor, params, body }) => ({
      name: params.name,
      items: await saveNavigation(db, website.id, actor, params.name, body.items),
    }),
  });
}
