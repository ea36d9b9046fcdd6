// The owner API's websites routes (on the owner route table): the switcher's list, a further website from a starting point, and sample content.
import {
  archiveWebsiteBodySchema,
  createdWebsiteSchema,
  newWebsiteBodySchema,
  ownerWebsitesSchema,
  removedSampleContentSchema,
  sampleContentSchema,
  SETUP_MESSAGES,
} from '../../domain/owner-api/server-setup.js';
import { HOST_MESSAGES, normalizeHostName } from '../../domain/host-names.js';
import { IMPORT_UPLOAD_FIELD, importStartedSchema } from '../../domain/owner-api/imports.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { isUniqueViolation } from '../accounts/account-errors.js';
import { filesOf } from '../files/storage/configured-storage.js';
import { badRequest, HttpError } from '../http/http-error.js';
import { errorResponse } from '../owner/api/error-responses.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { archiveJobSource } from '../imports/archive-job.js';
import { queueImport, runImportAfterAnswer } from '../imports/import-jobs.js';
import { importUploadParser } from '../imports/import-upload-parser.js';
import { displayName } from '../owner/files/upload-parser.js';
import { looksLikeZip } from '../site-archive/archive-zip.js';
import { isUnchangedDemo } from './demo-password.js';
import { countSampleContent, removeSampleContent } from './sample-content.js';
import { isServerAdmin } from './server-state.js';
import { hostInUse, websitesOfAccount } from './websites-store.js';

const TAG = 'Websites';

/** A host name a further website may take: normalized, not `localhost`, not another website's; else the 400 or 409. */
async function freeHost(db: Parameters<typeof hostInUse>[0], host: string): Promise<string> {
  const normal = normalizeHostName(host);
  if ('problem' in normal) throw badRequest(normal.problem, { host: normal.problem });
  if (normal.host === 'localhost')
    throw badRequest(HOST_MESSAGES.invalid(host), { host: HOST_MESSAGES.invalid(host) });
  if (await hostInUse(db, normal.host)) throw hostTaken(normal.host);
  return normal.host;
}

const hostTaken = (host: string) => new HttpError(409, 'host-taken', HOST_MESSAGES.taken(host));

/** Declares `GET`/`POST /websites`, `POST /websites/archive` and `GET`/`DELETE /sample-content` on `api`. */
export function registerWebsitesRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/websites',
    operationId: 'listWebsites',
    summary: 'The websites you work on (the site switcher), and whether you may create more on this server',
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'Your websites, by title.', schema: ownerWebsitesSchema } },
    handle: async ({ db, website, actor }) => {
      if (actor.accountId === null || actor.apiKeyId !== null) {
        return {
          websites: [{ id: website.id, title: website.title, host: '', current: true }],
          serverAdmin: false,
        };
      }
      const websites = await websitesOfAccount(db, actor.accountId);
      return {
        websites: websites.map((entry) => ({ ...entry, current: entry.id === website.id })),
        serverAdmin: await isServerAdmin(db, actor.accountId),
      };
    },
  });

  api.route({
    method: 'post',
    path: '/websites',
    operationId: 'createWebsite',
    summary: 'Create a further website on this server from a starting point, answering on its own host name',
    tag: TAG,
    capability: 'members:manage',
    body: newWebsiteBodySchema,
    responses: {
      201: {
        description: 'The website; you are its admin. Open it at its host name.',
        schema: createdWebsiteSchema,
      },
      403: { description: 'Only an admin of the server creates websites (`not-server-admin`).' },
      409: { description: 'Another website answers on the host name (`host-taken`).' },
    },
    handle: async ({ db, deps, actor, body }) => {
      if (actor.accountId === null || !(await isServerAdmin(db, actor.accountId))) {
        throw new HttpError(403, 'not-server-admin', SETUP_MESSAGES.notServerAdmin);
      }
      const host = await freeHost(db, body.host);
      // The demo's row builders behind it load with the first website made, not at every start.
      const { insertWebsite, prepareWebsite } = await import('./create-website.js');
      const prepared = await prepareWebsite(filesOf(deps), body.startingPoint, {
        title: body.siteTitle,
        timeZone: body.timeZone,
        currency: body.currency,
        language: body.language,
        hosts: [host],
        contactEmail: actor.label,
      });
      const ownerId = actor.accountId;
      try {
        const id = await db.transaction((trx) => insertWebsite(trx, prepared, { ownerId, isDefault: false }));
        return {
          status: 201,
          body: { website: { id, title: body.siteTitle, host, current: false } },
        };
      } catch (error) {
        await prepared.discard();
        throw isUniqueViolation(error) ? hostTaken(host) : error;
      }
    },
  });

  api.route({
    method: 'post',
    path: '/websites/archive',
    operationId: 'importWebsiteArchive',
    summary:
      'Make a further website on this server from a Tessera website archive (Settings > Export, tessera export), answering on its own host name: imported in the background, in one transaction',
    tag: TAG,
    capability: 'members:manage',
    body: archiveWebsiteBodySchema,
    multipart: {
      field: IMPORT_UPLOAD_FIELD,
      description: 'The website archive (.zip), at most 50 MB.',
    },
    before: [importUploadParser()],
    responses: {
      202: {
        description:
          'The import, queued on this website’s imports: follow it at GET /imports/{id}. When done, its report’s `website` is the new website (you are its admin) with what the archive held and the owners made without a password; when failed, its `error` is the archive’s problem and nothing was written.',
        schema: importStartedSchema,
      },
      400: errorResponse('No file, or `not-an-archive`: not a zip.'),
      403: { description: 'Only an admin of the server creates websites (`not-server-admin`).' },
      409: { description: 'Another website answers on the host name (`host-taken`).' },
      413: errorResponse('`file-too-large`: larger than 50 MB.'),
    },
    handle: async ({ req, db, deps, website, actor, body }) => {
      if (actor.accountId === null || !(await isServerAdmin(db, actor.accountId))) {
        throw new HttpError(403, 'not-server-admin', SETUP_MESSAGES.notServerAdmin);
      }
      if (req.file === undefined)
        throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, {
          [IMPORT_UPLOAD_FIELD]: 'Choose a website archive to import.',
        });
      if (!looksLikeZip(req.file.buffer))
        throw new HttpError(400, 'not-an-archive', SETUP_MESSAGES.notAnArchive, {
          [IMPORT_UPLOAD_FIELD]: SETUP_MESSAGES.notAnArchive,
        });
      const host = await freeHost(db, body.host);
      const id = await queueImport(db, website.id, actor.accountId, {
        kind: 'tessera-archive',
        name: displayName(req.file.originalname),
        text: archiveJobSource(host, req.file.buffer),
      });
      const context = { db, files: filesOf(deps), website, actor, allowPrivateNetworks: false };
      runImportAfterAnswer(context, id, deps.logger);
      return { status: 202, body: { import: { id } } };
    },
  });

  api.route({
    method: 'get',
    path: '/sample-content',
    operationId: 'getSampleContent',
    summary:
      "How much of the starting point's sample content is left, and whether this is the unchanged demo",
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'What is left.', schema: sampleContentSchema } },
    handle: async ({ db, website }) => ({
      count: await countSampleContent(db, website.id),
      demo: await isUnchangedDemo(db, website.id),
    }),
  });

  api.route({
    method: 'delete',
    path: '/sample-content',
    operationId: 'removeSampleContent',
    summary:
      "Remove the starting point's sample products, posts, gallery items and their pictures in one step",
    tag: TAG,
    capability: 'settings:edit',
    responses: { 200: { description: 'What was removed.', schema: removedSampleContentSchema } },
    handle: async ({ db, deps, website }) => {
      const removed = await removeSampleContent(db, filesOf(deps), website.id);
      return { removed, message: SETUP_MESSAGES.sampleRemoved(removed) };
    },
  });
}
