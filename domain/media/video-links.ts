// Which videos a video block or item can play: YouTube and Vimeo links, and uploaded files, read into the player's addresses.
import { isUploadedMedia, VIDEO_EXTENSIONS } from './media-rules.js';

/** SPEC §8, word for word: shown for Vimeo links whose video cannot be embedded (see {@link parseVideoLink}). */
export const VIMEO_BASIC_MESSAGE =
  'Vimeo Basic accounts are unsupported. Please share a video from a different account.';

/** The refusal of anything else. */
export const UNSUPPORTED_VIDEO_MESSAGE =
  'Enter a YouTube or Vimeo link, or choose an uploaded video file (MP4, WebM or MOV).';

/** The refusal of an empty address. */
export const NO_VIDEO_MESSAGE = 'Enter a video link or choose an uploaded video.';

/** A video the player can show. `embedUrl` is loaded only when the visitor presses play. */
export type VideoSource =
  | {
      kind: 'youtube' | 'vimeo';
      /** The provider's video id. */
      id: string;
      providerName: 'YouTube' | 'Vimeo';
      /** The player's frame, starting at once (it is loaded by the visitor's press). */
      embedUrl: string;
      /** The video on the provider's site: the link a page without JavaScript offers. */
      watchUrl: string;
    }
  | { kind: 'file'; providerName: ''; url: string };

/** What {@link parseVideoLink} found: a source, or the message that says why not. */
export type VideoLinkResult = { ok: true; source: VideoSource } | { ok: false; message: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_EMBED_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/** YouTube's `t`/`start` as whole seconds: `90`, `90s`, `1m30s`, `1h2m3s`; undefined when absent or unreadable. */
export function startSeconds(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10) || undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (match === null) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) || undefined;
}

function youtube(id: string, start: number | undefined): VideoLinkResult {
  if (!YOUTUBE_ID.test(id)) return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  const at = start === undefined ? '' : `&start=${start}`;
  return {
    ok: true,
    source: {
      kind: 'youtube',
      id,
      providerName: 'YouTube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0${at}`,
      watchUrl: `https://www.youtube.com/watch?v=${id}${start === undefined ? '' : `&t=${start}s`}`,
    },
  };
}

function vimeo(id: string, hash: string | undefined): VideoLinkResult {
  if (!VIMEO_ID.test(id)) return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  const h = hash === undefined ? '' : `&h=${hash}`;
  return {
    ok: true,
    source: {
      kind: 'vimeo',
      id,
      providerName: 'Vimeo',
      embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${h}`,
      watchUrl: `https://vimeo.com/${id}${hash === undefined ? '' : `/${hash}`}`,
    },
  };
}

function youtubeLink(url: URL, parts: string[]): VideoLinkResult {
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (url.hostname === 'youtu.be') return youtube(parts[0] ?? '', start);
  if (YOUTUBE_EMBED_HOSTS.has(url.hostname)) {
    return parts[0] === 'embed'
      ? youtube(parts[1] ?? '', start)
      : { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  }
  if (parts[0] === 'watch' && parts.length === 1) return youtube(url.searchParams.get('v') ?? '', start);
  if (['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? '') && parts.length === 2) {
    return youtube(parts[1], start);
  }
  return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
}

/**
 * Vimeo's link forms. Public (`/123`, `/channels/x/123`, `/groups/x/videos/123`,
 * `/showcase/x/video/123`, `player.vimeo.com/video/123`) and unlisted (`/123/abcdef`, `?h=`)
 * videos embed. A review link (`/user/review/123/abcdef`) or the owner's own management page
 * (`/manage/videos/123`) names a private video, which Vimeo embeds only on paid plans' allowed
 * domains: without an oEmbed check (the server works offline), those are the links we can tell
 * apart, and they get SPEC §8's Vimeo Basic message.
 */
function vimeoLink(url: URL, parts: string[]): VideoLinkResult {
  if (url.hostname === 'player.vimeo.com') {
    return parts[0] === 'video' && parts.length === 2
      ? vimeo(parts[1], url.searchParams.get('h') ?? undefined)
      : { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  }
  if (parts.includes('review') || parts[0] === 'manage') return { ok: false, message: VIMEO_BASIC_MESSAGE };
  if (VIMEO_ID.test(parts[0] ?? '') && parts.length <= 2) {
    return vimeo(parts[0], parts[1] ?? url.searchParams.get('h') ?? undefined);
  }
  const last = parts[parts.length - 1] ?? '';
  if (['channels', 'groups', 'showcase', 'album'].includes(parts[0] ?? '') && VIMEO_ID.test(last)) {
    return vimeo(last, undefined);
  }
  return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
}

/**
 * Reads a video address as the owner entered it: a YouTube link (watch, youtu.be, shorts, live,
 * embed, youtube-nocookie), a Vimeo link, or an uploaded video of this site (`/files/…mp4`). The
 * player always frames YouTube through youtube-nocookie.com and Vimeo with `dnt=1`.
 */
export function parseVideoLink(raw: string): VideoLinkResult {
  const text = raw.trim();
  if (text === '') return { ok: false, message: NO_VIDEO_MESSAGE };
  if (text.startsWith('/')) {
    return isUploadedMedia(text, VIDEO_EXTENSIONS)
      ? { ok: true, source: { kind: 'file', providerName: '', url: text } }
      : { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  }
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter((part) => part !== '');
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host) || YOUTUBE_EMBED_HOSTS.has(host))
    return youtubeLink(url, parts);
  if (VIMEO_HOSTS.has(host) || host === 'player.vimeo.com') return vimeoLink(url, parts);
  return { ok: false, message: UNSUPPORTED_VIDEO_MESSAGE };
}
