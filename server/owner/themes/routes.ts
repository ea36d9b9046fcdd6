// The owner API's routes for the Theme screen: the uploaded theme folders (zip), the one the live site shows, and its tweak values.
import { z } from 'zod';
import { idSchema } from '../../../domain/owner-api/common.js';
import {
  activeThemeInputSchema,
  MAX_THEME_ZIP_BYTES,
  THEME_UPLOAD_FIELD,
  themeRefusalSchema,
  themesReplySchema,
  themeTweakPreviewSchema,
  themeTweaksInputSchema,
  themeTweaksReplySchema,
  themeUploadReplySchema,
} from '../../../domain/owner-api/themes.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { HttpError } from '../../http/http-error.js';
import type { ThemeZipLimits } from '../../theme-platform/theme-zip.js';
import { errorResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { displayName } from '../files/upload-parser.js';
import { ROLE, rolesOf } from '../../accounts/roles.js';
import {
  activateTheme,
  deleteTheme,
  listThemes,
  previewThemeTweaks,
  readThemeTweaks,
  saveThemeTweaks,
  THEME_ACTIVE_MESSAGE,
  THEME_NOT_FOUND,
  THEME_SCRIPTS_ERROR,
} from './theme-service.js';
import { themeUploadParser } from './theme-upload-parser.js';
import { uploadTheme } from './theme-upload.js';

const TAG = 'Themes';
const missing = errorResponse(THEME_NOT_FOUND);
const themeParamsSchema = z.object({ themeId: idSchema });

/** Options of {@link registerThemeRoutes}: smaller limits in tests. */
export interface ThemeRouteOptions {
  maxZipBytes?: number;
  limits?: ThemeZipLimits;
}

/** Declares the Theme screen's routes on `api` (relative to `/api/owner`). */
export function registerThemeRoutes(
  api: OwnerApi,
  { maxZipBytes = MAX_THEME_ZIP_BYTES, limits }: ThemeRouteOptions = {},
): void {
  api.route({
    method: 'get',
    path: '/themes',
    operationId: 'listThemes',
    summary: 'The theme folders uploaded to this website, newest first, and the one the live site shows.',
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'The uploaded themes.', schema: themesReplySchema } },
    handle: ({ db, website }) => listThemes(db, website.id),
  });

  api.route({
    method: 'post',
    path: '/themes',
    operationId: 'uploadTheme',
    summary:
      'Uploads a theme folder (developer-platform layout) as a zip; `tessera check` runs on it and a theme with errors is refused.',
    tag: TAG,
    capability: 'design:edit',
    multipart: {
      field: THEME_UPLOAD_FIELD,
      description:
        'The theme folder as a .zip: template.conf at its top (or inside one top folder), at most 20 MB, 2000 files and 100 MB unpacked.',
    },
    before: [themeUploadParser(maxZipBytes)],
    responses: {
      201: {
        description: 'The stored theme and the warnings `tessera check` gave.',
        schema: themeUploadReplySchema,
      },
      400: errorResponse(
        '`theme-zip-invalid`: not a zip, too many files, too large unpacked, a path outside the folder or a link, or no template.conf.',
      ),
      413: errorResponse('`theme-too-large`: the zip is larger than 20 MB.'),
      422: {
        description:
          '`theme-check-failed`: `tessera check` found errors, each given as it prints them; nothing was stored.',
        schema: themeRefusalSchema,
      },
    },
    handle: async ({ req, db, deps, website, actor }) => {
      if (req.file === undefined) {
        throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, {
          [THEME_UPLOAD_FIELD]: `Choose a theme zip to upload (multipart field "${THEME_UPLOAD_FIELD}").`,
        });
      }
      return uploadTheme(
        { db, dataDir: deps.config.dataDir, websiteId: website.id, actor },
        { fileName: displayName(req.file.originalname), zip: req.file.buffer },
        limits,
      );
    },
  });

  api.route({
    method: 'put',
    path: '/themes/active',
    operationId: 'setActiveTheme',
    summary:
      'Switches the live site to an uploaded theme, or back to the built-in theme (null). Only an admin signed in in person may switch to a theme with scripts.',
    tag: TAG,
    capability: 'design:edit',
    body: activeThemeInputSchema,
    responses: {
      200: { description: 'The themes, the new one active.', schema: themesReplySchema },
      403: errorResponse(
        `\`${THEME_SCRIPTS_ERROR}\`: the theme has scripts (scripts/, .js assets, <script> in templates) and the caller is not an admin signed in in person.`,
      ),
      404: missing,
    },
    handle: ({ req, db, deps, website, actor, body }) =>
      activateTheme({ db, dataDir: deps.config.dataDir, websiteId: website.id, actor }, body.themeId, {
        mayRunScripts:
          req.bearer !== true && req.account !== undefined && rolesOf(req.account).includes(ROLE.admin),
      }),
  });

  api.route({
    method: 'delete',
    path: '/themes/{themeId}',
    operationId: 'deleteTheme',
    summary: 'Deletes an uploaded theme (not the one the live site shows).',
    tag: TAG,
    capability: 'design:edit',
    params: themeParamsSchema,
    responses: {
      204: { description: 'Deleted.' },
      404: missing,
      409: errorResponse(`\`theme-active\`: ${THEME_ACTIVE_MESSAGE}`),
    },
    handle: async ({ db, deps, website, actor, params }) => {
      await deleteTheme({ db, dataDir: deps.config.dataDir, websiteId: website.id, actor }, params.themeId);
      return { status: 204 };
    },
  });

  api.route({
    method: 'get',
    path: '/themes/{themeId}/tweaks',
    operationId: 'getThemeTweaks',
    summary: "The tweak variables of the theme's LESS, with this website's values.",
    tag: TAG,
    capability: 'pages:view',
    params: themeParamsSchema,
    responses: {
      200: { description: 'The tweaks in stylesheet order.', schema: themeTweaksReplySchema },
      404: missing,
    },
    handle: ({ db, deps, website, params }) =>
      readThemeTweaks({ db, dataDir: deps.config.dataDir, websiteId: website.id }, params.themeId),
  });

  api.route({
    method: 'put',
    path: '/themes/{themeId}/tweaks',
    operationId: 'saveThemeTweaks',
    summary:
      "Saves this website's tweak values for the theme (a name left out keeps its default); the active theme's restyle the live site.",
    tag: TAG,
    capability: 'design:edit',
    params: themeParamsSchema,
    body: themeTweaksInputSchema,
    responses: {
      200: { description: 'The tweaks with the saved values.', schema: themeTweaksReplySchema },
      404: missing,
    },
    handle: ({ db, deps, website, actor, params, body }) =>
      saveThemeTweaks(
        { db, dataDir: deps.config.dataDir, websiteId: website.id, actor },
        params.themeId,
        body.values,
      ),
  });

  api.route({
    method: 'post',
    path: '/themes/{themeId}/tweaks/preview',
    operationId: 'previewThemeTweaks',
    summary:
      "The theme's stylesheet and `<body>` tweak classes with unsaved tweak values (a name left out keeps its default), for the editor's preview; nothing is saved.",
    tag: TAG,
    capability: 'design:edit',
    params: themeParamsSchema,
    body: themeTweaksInputSchema,
    responses: {
      200: { description: 'The compiled stylesheet and body classes.', schema: themeTweakPreviewSchema },
      404: missing,
      503: errorResponse('`styles-busy`: the server is compiling too many stylesheets; try again.'),
    },
    handle: ({ db, deps, website, params, body }) =>
      previewThemeTweaks(
        { db, dataDir: deps.config.dataDir, websiteId: website.id },
        params.themeId,
        body.values,
      ),
  });
}
