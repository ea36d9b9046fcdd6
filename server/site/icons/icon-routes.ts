// GET /favicon.ico, the PNG icons, the Apple touch icon and /site.webmanifest: made from the owner's one favicon upload, once per size, kept in the file store.
import { Router, type Request, type Response } from 'express';
import { originalPath } from '../../files/file-ref.js';
import { sendStoredObject } from '../../files/send-stored.js';
import type { FileStorage } from '../../files/storage/file-storage.js';
import { createVariantCache, sourceTag } from '../../files/variant-cache.js';
import { brandImagesOf, type BrandImages } from '../context/brand.js';
import type { UnguardedReads } from '../context/site-reads.js';
import { websiteRecordOf } from '../website/request-website.js';
import { icoFromPngs } from './ico.js';
import { renderIconPng } from './render-icon.js';
import { ICO_ICON, iconVersion, PNG_ICONS, WEB_MANIFEST_PATH, webManifest } from './site-icons.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unversioned address (what a browser asks for by itself) may show an old icon for an hour at most. */
const REVALIDATED = 'public, max-age=3600';

/** Options of {@link siteIconRoutes}. */
export interface SiteIconOptions {
  storage: FileStorage;
  /** The site's cached reads (the favicon is named by the settings row). */
  reads: (req: Request) => Pick<UnguardedReads, 'siteParts'>;
}

type Favicon = NonNullable<BrandImages['favicon']>;

/**
 * The icon routes, inside the site router (after `resolveWebsite`). Each icon is drawn from the
 * favicon's original once per version and kept beside its resized copies
 * (`cache/images/<website>/<file>/icons/<tag>/<name>`, removed with the file). A site without a
 * favicon answers 404 for the icons (its pages link `data:` instead, so browsers do not ask).
 */
export function siteIconRoutes({ storage, reads }: SiteIconOptions): Router {
  const cache = createVariantCache(storage);
  const router = Router();

  async function faviconOf(req: Request): Promise<{ favicon?: Favicon; title: string }> {
    const website = websiteRecordOf(req);
    if (website === undefined) return { title: '' };
    const parts = await reads(req).siteParts(website.id);
    const images = brandImagesOf(website.id, parts.settings?.site_settings, parts.settings?.brand_images);
    return { favicon: images.favicon, title: website.site_title };
  }

  async function sendIcon(
    req: Request,
    res: Response,
    name: string,
    make: (original: Buffer) => Promise<Buffer>,
    contentType: string,
  ): Promise<void> {
    const { favicon } = await faviconOf(req);
    const website = websiteRecordOf(req);
    const original =
      favicon === undefined || website === undefined
        ? undefined
        : originalPath({ websiteId: website.id, fileId: favicon.fileId, filename: favicon.filename });
    const source = original === undefined ? undefined : await storage.head(original);
    if (favicon === undefined || website === undefined || original === undefined || source === undefined) {
      res.status(404).set('Cache-Control', 'no-cache').type('text').send('No icon.');
      return;
    }
    const key = `cache/images/${website.id}/${favicon.fileId}/icons/${sourceTag(source)}/${name}`;
    const info = await cache.ensure(
      key,
      async () => {
        const bytes = await storage.read(original);
        if (bytes === undefined) throw new Error(`The favicon ${original} went while its icon was made.`);
        return make(bytes);
      },
      contentType,
    );
    const current = req.query.v === iconVersion(favicon.fileId);
    await sendStoredObject(req, res, storage, key, info, {
      filename: name,
      contentType,
      cacheControl: current ? IMMUTABLE : REVALIDATED,
      // An uploaded SVG icon opened on its own must not run script on the site's origin.
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
      missingMessage: 'No icon.',
    });
  }

  router.get(ICO_ICON.path, (req, res) =>
    sendIcon(
      req,
      res,
      'favicon.ico',
      async (original) =>
        icoFromPngs(
          await Promise.all(
            ICO_ICON.sizes.map(async (size) => ({ size, png: await renderIconPng(original, size) })),
          ),
        ),
      'image/x-icon',
    ),
  );
  for (const icon of Object.values(PNG_ICONS)) {
    const opaque = 'opaque' in icon && icon.opaque;
    router.get(icon.path, (req, res) =>
      sendIcon(
        req,
        res,
        `icon-${icon.size}${opaque ? '-opaque' : ''}.png`,
        (original) => renderIconPng(original, icon.size, opaque),
        'image/png',
      ),
    );
  }
  router.get(WEB_MANIFEST_PATH, async (req, res) => {
    const { favicon, title } = await faviconOf(req);
    res
      .set({ 'Cache-Control': REVALIDATED, 'X-Content-Type-Options': 'nosniff' })
      .type('application/manifest+json')
      .send(JSON.stringify(webManifest(title, favicon?.fileId)));
  });
  return router;
}
