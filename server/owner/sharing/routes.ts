// The owner API's sharing settings routes (declared on the owner route table): share networks and the site's social accounts.
import { sharingSettingsSchema } from '../../../domain/owner-api/sharing-settings.js';
import type { OwnerApi } from '../api/owner-api.js';
import { readSharingSettings, saveSharingSettings } from './service.js';

/** Declares `GET /sharing-settings` and `PUT /sharing-settings` on `api`. */
export function registerSharingSettingsRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/sharing-settings',
    operationId: 'getSharingSettings',
    summary: 'The networks posts can be shared on, and the social accounts the site links to',
    tag: 'Settings',
    capability: 'pages:view',
    responses: { 200: { description: 'The sharing settings.', schema: sharingSettingsSchema } },
    handle: ({ db, website }) => readSharingSettings(db, website.id),
  });

  api.route({
    method: 'put',
    path: '/sharing-settings',
    operationId: 'updateSharingSettings',
    summary: 'Choose the share networks and set the social accounts',
    tag: 'Settings',
    capability: 'pages:edit',
    body: sharingSettingsSchema,
    responses: {
      200: {
        description: 'The settings as saved; every page follows at once.',
        schema: sharingSettingsSchema,
      },
    },
    handle: ({ db, website, actor, body }) => saveSharingSettings(db, website.id, actor, body),
  });
}
