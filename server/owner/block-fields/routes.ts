// The owner API's route for the block areas of the site's theme (declared on the owner route table).
import { blockFieldsReplySchema } from '../../../domain/owner-api/pages.js';
import type { OwnerApi } from '../api/owner-api.js';
import { blockFieldsOf } from './service.js';
import { liveSiteTheme } from './site-theme.js';

/** Declares `GET /block-fields` on `api`. */
export function registerBlockFieldRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/block-fields',
    operationId: 'listBlockFields',
    summary: 'The block areas the site’s theme declares, which pages fill with blocks',
    tag: 'Pages',
    capability: 'pages:view',
    responses: {
      200: {
        description:
          'The areas (`<squarespace:block-field>`) of the theme the live site renders, and its name; none for the built-in theme.',
        schema: blockFieldsReplySchema,
      },
    },
    handle: async ({ deps, req }) => blockFieldsOf(await liveSiteTheme(deps, req)),
  });
}
