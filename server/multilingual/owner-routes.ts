// The owner API's translation routes (on the owner route table): a page's translation in one of the site's languages, read and saved.
import { z } from 'zod';
import { idSchema } from '../../domain/owner-api/common.js';
import {
  pageTranslationBodySchema,
  pageTranslationReplySchema,
} from '../../domain/owner-api/multilingual.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { websiteRecordOf } from '../site/website/request-website.js';
import { readPageTranslation, savePageTranslation } from './service.js';

const TAG = 'Languages';

const translationParams = z.object({
  id: idSchema,
  language: z.string().trim().min(1).max(35),
});

/** Declares the translation routes on `api`. */
export function registerTranslationRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/pages/{id}/translations/{language}',
    operationId: 'getPageTranslation',
    summary:
      'A page’s translation in one of the site’s other languages, beside the primary title, description and block texts.',
    tag: TAG,
    capability: 'pages:view',
    params: translationParams,
    responses: {
      200: {
        description: 'The translation (empty texts show the primary ones).',
        schema: pageTranslationReplySchema,
      },
      404: { description: 'No such page of blocks, or the language is not one of the site’s.' },
    },
    handle: async ({ req, db, website, params }) => ({
      translation: await readPageTranslation(
        db,
        { id: website.id, language: websiteRecordOf(req)?.language || 'en' },
        params.id,
        params.language,
      ),
    }),
  });

  api.route({
    method: 'put',
    path: '/pages/{id}/translations/{language}',
    operationId: 'savePageTranslation',
    summary:
      'Saves a page’s translation: title, description and the texts of its blocks by block id; the page answers at /{language}/{url} at once.',
    tag: TAG,
    capability: 'pages:edit',
    params: translationParams,
    body: pageTranslationBodySchema,
    responses: {
      200: { description: 'The translation as saved.', schema: pageTranslationReplySchema },
      404: { description: 'No such page of blocks, or the language is not one of the site’s.' },
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      translation: await savePageTranslation(
        db,
        { id: website.id, language: websiteRecordOf(req)?.language || 'en' },
        actor,
        params.id,
        params.language,
        body,
      ),
    }),
  });
}
