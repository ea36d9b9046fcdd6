// The owner API's digital product composer preview (SPEC §2 page type 210).
import {
  digitalPreviewParamsSchema,
  digitalPreviewSchema,
} from '../../../domain/owner-api/digital-previews.js';
import { readStoreFacts } from '../../commerce/orders/order-facts.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { errorResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { digitalProductPreview } from './service.js';

/** Declares the digital product preview route on `api`. */
export function registerDigitalPreviewRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/digital-products/{id}/preview',
    operationId: 'previewDigitalProduct',
    summary:
      "How a digital product's page and its delivery look: the download note, and the confirmation mail's downloads (210).",
    tag: 'Commerce',
    capability: 'commerce:view',
    params: digitalPreviewParamsSchema,
    responses: {
      200: { description: 'The preview.', schema: digitalPreviewSchema },
      404: errorResponse('No such digital product.'),
    },
    handle: async ({ db, deps, website, params }) => {
      const { siteTitle } = await readStoreFacts(db, website.id);
      const origin = await publicBaseUrl(deps, website);
      return digitalProductPreview(
        db,
        { websiteId: website.id, siteTitle, currency: website.currency, origin, from: deps.config.mailFrom },
        params.id,
      );
    },
  });
}
