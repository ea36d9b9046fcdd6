// The video player's props: the video's source (a YouTube or Vimeo player, or an uploaded file) and its still, read with nothing trusted.
import { parseVideoLink, type VideoSource } from '../../domain/media/video-links.js';

/** The picture shown until the visitor presses play: one of the site's images. */
export interface VideoStill {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

/** What `{video.player|island video-player interaction}` is given (server/site/context/media-blocks.ts). */
export interface VideoPlayerValue {
  title: string;
  source: VideoSource;
  still?: VideoStill;
}

/** The island's props, or `source: undefined` when the value names nothing the site plays. */
export interface VideoPlayerProps {
  title: string;
  source: VideoSource | undefined;
  still?: VideoStill;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The address a source was made from, read again here so the player frames only what the rule allows. */
function addressOf(source: Record<string, unknown>): string {
  if (source.kind === 'file') return text(source.url);
  if (source.kind === 'youtube') return `https://www.youtube.com/watch?v=${text(source.id)}`;
  if (source.kind === 'vimeo') return text(source.watchUrl);
  return '';
}

function stillOf(value: unknown): VideoStill | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const src = text(v.src);
  const width = Number(v.width);
  const height = Number(v.height);
  if (!src.startsWith('/') || !(width > 0) || !(height > 0)) return undefined;
  return { src, width, height, ...(typeof v.srcset === 'string' ? { srcset: v.srcset } : {}) };
}

/** The island's props. */
export function videoPlayerProps(value: unknown): VideoPlayerProps {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const raw = (typeof v.source === 'object' && v.source !== null ? v.source : {}) as Record<string, unknown>;
  const parsed = parseVideoLink(addressOf(raw));
  let source = parsed.ok ? parsed.source : undefined;
  // A YouTube start time survives the round trip through the embed address the server made.
  if (source?.kind === 'youtube' && text(raw.embedUrl).startsWith(source.embedUrl)) {
    source = { ...source, embedUrl: text(raw.embedUrl), watchUrl: text(raw.watchUrl) || source.watchUrl };
  }
  const still = stillOf(v.still);
  return { title: text(v.title), source, ...(still === undefined ? {} : { still }) };
}
