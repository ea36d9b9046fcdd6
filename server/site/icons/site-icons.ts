// The icons made from the owner's favicon: each file's address and size, the version their links carry, and the links a page's head lists.
import { createHash } from 'node:crypto';

/** One PNG icon: where it is served and its square size. */
export interface PngIcon {
  path: string;
  size: number;
  /** Drawn on white: iOS shows a touch icon's transparent parts black. */
  opaque?: boolean;
}

/** The PNG icons browsers and phones ask for, by what they are for. */
export const PNG_ICONS = {
  png16: { path: '/favicon-16x16.png', size: 16 },
  png32: { path: '/favicon-32x32.png', size: 32 },
  appleTouch: { path: '/apple-touch-icon.png', size: 180, opaque: true },
  // Older iOS asks for this name first, whatever the page links.
  appleTouchPrecomposed: { path: '/apple-touch-icon-precomposed.png', size: 180, opaque: true },
  android192: { path: '/icon-192.png', size: 192 },
  android512: { path: '/icon-512.png', size: 512 },
} as const satisfies Record<string, PngIcon>;

/** `/favicon.ico` and the sizes it holds (the ones Windows and browsers' tabs pick from). */
export const ICO_ICON = { path: '/favicon.ico', sizes: [16, 32, 48] } as const;

/** The web app manifest (`<link rel="manifest">`), which names the 192 and 512 pixel icons. */
export const WEB_MANIFEST_PATH = '/site.webmanifest';

/**
 * The version icon links carry (`?v=…`): a hash of the favicon's file, so a new favicon gets new
 * addresses and the old ones may be cached for a year.
 */
export function iconVersion(faviconFileId: string): string {
  return createHash('sha256').update(faviconFileId).digest('hex').slice(0, 12);
}

/** The icon links of a page's head, with their versions (`siteIcons` in the page context). */
export interface SiteIconLinks {
  ico: string;
  png16: string;
  png32: string;
  appleTouch: string;
  manifest: string;
}

/** The links of a site whose favicon is the file `faviconFileId`. */
export function siteIconLinks(faviconFileId: string): SiteIconLinks {
  const v = `?v=${iconVersion(faviconFileId)}`;
  return {
    ico: `${ICO_ICON.path}${v}`,
    png16: `${PNG_ICONS.png16.path}${v}`,
    png32: `${PNG_ICONS.png32.path}${v}`,
    appleTouch: `${PNG_ICONS.appleTouch.path}${v}`,
    manifest: `${WEB_MANIFEST_PATH}${v}`,
  };
}

/** The web app manifest of a site: its name and the two icons Android and installable sites use. */
export function webManifest(siteTitle: string, faviconFileId: string | undefined): Record<string, unknown> {
  const v = faviconFileId === undefined ? '' : `?v=${iconVersion(faviconFileId)}`;
  return {
    name: siteTitle,
    short_name: siteTitle,
    start_url: '/',
    display: 'browser',
    icons:
      faviconFileId === undefined
        ? []
        : [PNG_ICONS.android192, PNG_ICONS.android512].map((icon) => ({
            src: `${icon.path}${v}`,
            sizes: `${icon.size}x${icon.size}`,
            type: 'image/png',
          })),
  };
}
