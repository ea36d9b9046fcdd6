// The editor's API: every route of the owner route table under /api/owner, and GET /api/owner/openapi.json describing them.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { OwnerApi } from './api/owner-api.js';
import { openApiDocument } from './api/openapi.js';
import { registerAutomationRoutes } from '../automation/routes.js';
import { registerBlockFieldRoutes } from './block-fields/routes.js';
import { registerChoiceRoutes } from './choices/routes.js';
import { registerFormBuilderRoutes } from '../forms/builder/routes.js';
import { registerProductRoutes } from './commerce/products/routes.js';
import { registerCollectionRoutes } from './collections/routes.js';
import { registerDatasetRoutes } from './datasets/routes.js';
import { registerDesignRoutes } from './design/routes.js';
import { registerTranslationRoutes } from '../multilingual/owner-routes.js';
import { documentedOwnerOperations } from './documented-operations.js';
import { registerFileRoutes } from './files/routes.js';
import { registerNavigationRoutes } from './navigation/owner-routes.js';
import { registerPageRoutes } from './pages/routes.js';
import { registerTagRoutes } from './tags/routes.js';
import { registerCommentRoutes } from './comments/routes.js';
import { registerReviewRoutes } from './reviews/routes.js';
import { registerSharingSettingsRoutes } from './sharing/routes.js';
import { registerSiteSettingsRoutes } from './site-settings/routes.js';
import { registerHomeRoutes } from './home/routes.js';
import { registerUrlMappingRoutes } from './url-mappings/routes.js';
import { registerImportRoutes } from '../imports/owner-routes.js';
import { registerExportRoutes } from '../site-archive/owner-routes.js';
import { registerWebsitesRoutes } from '../setup/websites-routes.js';
import { registerThemeRoutes } from './themes/routes.js';
import { registerMailingListRoutes } from '../mailing-lists/routes.js';
import { registerTrackingSettingsRoutes } from '../tracking/census-owner-routes.js';
import { registerCaptchaSettingsRoutes } from '../captcha/owner-routes.js';
import { registerAnalyticsRoutes } from './analytics/routes.js';
import { registerMemberAreaRoutes } from '../members/owner-routes.js';
import { registerMailPreviewRoutes } from './mail-previews/routes.js';
import { registerDonationRoutes } from '../donations/owner-routes.js';
import { registerDigitalPreviewRoutes } from './digital-previews/routes.js';
import { registerSsoSettingsRoutes } from './sso/routes.js';
import { registerInvitationRoutes } from '../accounts/invitations/owner-routes.js';
import { registerMemberRoutes } from '../accounts/memberships/owner-routes.js';

/** The owner route table with every editor route declared. */
export function ownerApi(): OwnerApi {
  const api = new OwnerApi();
  registerPageRoutes(api);
  registerBlockFieldRoutes(api);
  registerNavigationRoutes(api);
  registerCollectionRoutes(api);
  registerFileRoutes(api);
  registerTagRoutes(api);
  registerChoiceRoutes(api);
  registerFormBuilderRoutes(api);
  registerAutomationRoutes(api);
  registerProductRoutes(api);
  registerDesignRoutes(api);
  registerTranslationRoutes(api);
  registerMailingListRoutes(api);
  registerDatasetRoutes(api);
  registerThemeRoutes(api);
  registerTrackingSettingsRoutes(api);
  registerCaptchaSettingsRoutes(api);
  registerAnalyticsRoutes(api);
  registerCommentRoutes(api);
  registerReviewRoutes(api);
  registerSharingSettingsRoutes(api);
  registerSiteSettingsRoutes(api);
  registerUrlMappingRoutes(api);
  registerImportRoutes(api);
  registerExportRoutes(api);
  registerMemberAreaRoutes(api);
  registerMailPreviewRoutes(api);
  registerDonationRoutes(api);
  registerDigitalPreviewRoutes(api);
  registerSsoSettingsRoutes(api);
  registerInvitationRoutes(api);
  registerMemberRoutes(api);
  registerWebsitesRoutes(api);
  registerHomeRoutes(api);
  return api;
}

/**
 * The router to mount at `/api/owner` (after `authenticate` and the crumb): the editor's routes,
 * and `GET /openapi.json`, the OpenAPI 3.1 document of every owner route (public: it is the API's
 * manual, and says nothing about any website).
 */
export function createEditorApiRouter(deps: AppDeps, api: OwnerApi = ownerApi()): Router {
  const router = Router();
  // Made on first ask (tens of milliseconds of schema conversion no other request needs), then kept.
  let document: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(openApiDocument(api, documentedOwnerOperations()));
    res.set('Cache-Control', 'no-cache').type('application/json').send(document);
  });
  router.use(api.router(deps));
  return router;
}
