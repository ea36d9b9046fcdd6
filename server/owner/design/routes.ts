// The owner API's routes for the Design screen: the draft and published design, saving the draft, publishing, the font list.
import { designReplySchema, designSettingsSchema, fontListSchema } from '../../../domain/owner-api/design.js';
import { staleVersionResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { publishDesign, readDesign, saveDesignDraft } from './design-service.js';
import { fontChoices } from './font-choices.js';

const TAG = 'Design';

/** Declares the Design screen's routes on `api`. */
export function registerDesignRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/design',
    operationId: 'getDesign',
    summary:
      'The site design (fonts, colours, spacing): the draft being edited and what the live site shows.',
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'The design.', schema: designReplySchema } },
    handle: async ({ db, website }) => ({ design: await readDesign(db, website.id) }),
  });

  api.route({
    method: 'put',
    path: '/design/draft',
    operationId: 'saveDesignDraft',
    summary: 'Saves the design draft: the editor’s preview shows it, visitors do not until it is published.',
    tag: TAG,
    capability: 'design:edit',
    body: designSettingsSchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The design with the saved draft.', schema: designReplySchema },
      412: staleVersionResponse('design'),
    },
    handle: async ({ req, db, website, actor, body }) => ({
      design: await saveDesignDraft(db, { websiteId: website.id, actor }, body, ifMatchVersion(req)),
    }),
  });

  api.route({
    method: 'post',
    path: '/design/publish',
    operationId: 'publishDesign',
    summary: 'Publishes the saved draft: the live site’s pages use its fonts, colours and spacing at once.',
    tag: TAG,
    capability: 'design:edit',
    ifMatch: 'optional',
    responses: {
      200: { description: 'The design, its draft now published.', schema: designReplySchema },
      412: staleVersionResponse('design'),
    },
    handle: async ({ req, db, website, actor }) => ({
      design: await publishDesign(db, { websiteId: website.id, actor }, ifMatchVersion(req)),
    }),
  });

  api.route({
    method: 'get',
    path: '/design/fonts',
    operationId: 'listDesignFonts',
    summary: 'The curated self-hosted fonts the font picker offers, with each one’s stylesheet for previews.',
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'By family name.', schema: fontListSchema } },
    handle: () => ({ fonts: fontChoices() }),
  });
}
