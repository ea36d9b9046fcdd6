// Audio and video for templates: a page's audio and video blocks, and audio (RecordType 7) and video (8) items, as their players' values.
import { RECORD_TYPE } from '../../../domain/enums.js';
import { AUDIO_EXTENSIONS, isUploadedMedia, MAX_ALBUM_TRACKS } from '../../../domain/media/media-rules.js';
import { parseVideoLink } from '../../../domain/media/video-links.js';
import { srcsetCandidates } from '../../../domain/images.js';
import type { AudioPlayerValue } from '../../../islands/media/audio-player-props.js';
import type { VideoPlayerValue, VideoStill } from '../../../islands/media/video-player-props.js';
import type { ImageAsset } from './images.js';
import type { ItemRecord } from './item-store.js';

type Raw = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The album's playable tracks: titled, uploaded audio files of the site, at most 60. */
function tracksOf(value: unknown): AudioPlayerValue['tracks'] {
  const list = Array.isArray(value) ? value : [];
  return list
    .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as Raw) : {}))
    .map((entry) => ({ title: text(entry.title), url: text(entry.url) }))
    .filter((track) => isUploadedMedia(track.url, AUDIO_EXTENSIONS))
    .slice(0, MAX_ALBUM_TRACKS)
    .map((track, at) => ({ ...track, title: track.title || `Track ${at + 1}` }));
}

/** The still of a video: the picture at a width fit for the player, with its srcset. */
function stillOf(image: ImageAsset | undefined): VideoStill | undefined {
  if (image === undefined) return undefined;
  const [width, height] = image.originalSize.split('x').map(Number);
  if (!(width > 0 && height > 0)) return undefined;
  const still: VideoStill = { src: `${image.assetUrl}?format=1000w`, width, height };
  const srcset = srcsetCandidates(image.assetUrl, image.systemDataVariants);
  if (srcset !== undefined) still.srcset = srcset;
  return still;
}

/** An audio block's `audio` context: `{title, artist, player}`, or undefined without a playable track. */
export function audioBlockContext(block: Raw): Record<string, unknown> | undefined {
  const tracks = tracksOf(block.tracks);
  if (tracks.length === 0) return undefined;
  const player: AudioPlayerValue = { title: text(block.title), artist: text(block.artist), tracks };
  return { title: player.title, artist: player.artist, player };
}

/** The player's value for a video address, or undefined when it is not one the site plays. */
function videoPlayer(
  url: string,
  title: string,
  image: ImageAsset | undefined,
): VideoPlayerValue | undefined {
  const parsed = parseVideoLink(url);
  if (!parsed.ok) return undefined;
  const still = stillOf(image);
  return { title, source: parsed.source, ...(still === undefined ? {} : { still }) };
}

/** A video block's `video` context: `{title, caption, providerName, player}`, or undefined for an address the site does not play. */
export function videoBlockContext(
  block: Raw,
  images: ReadonlyMap<string, ImageAsset>,
): Record<string, unknown> | undefined {
  const title = text(block.title);
  const player = videoPlayer(text(block.url), title, images.get(text(block.imageId)));
  if (player === undefined) return undefined;
  return { title, caption: text(block.caption), providerName: player.source.providerName, player };
}

/**
 * The media fields of an audio or a video item (SPEC §3 Media), from its `structured_content`:
 * an audio item's `audioAssetUrl` (an uploaded file) and, for an album, `tracks`, give
 * `audioAssetUrl` and `audioPlayer`; a video item's `videoUrl` (a YouTube or Vimeo link or an
 * uploaded file) gives `oembed {providerName}`, `overlay` (the still with its play button, the
 * item's main image) and `videoPlayer`. Other items get nothing.
 */
export function mediaItemFields(
  record: Pick<ItemRecord, 'record_type' | 'title' | 'structured_content' | 'main_image_id'>,
  images: ReadonlyMap<string, ImageAsset>,
): Record<string, unknown> {
  const content = (record.structured_content ?? {}) as Raw;
  if (record.record_type === RECORD_TYPE.audio) {
    const single = text(content.audioAssetUrl);
    const tracks = tracksOf(
      Array.isArray(content.tracks) ? content.tracks : [{ title: record.title, url: single }],
    );
    if (tracks.length === 0) return {};
    const audioPlayer: AudioPlayerValue = { title: '', artist: text(content.artist), tracks };
    return { audioAssetUrl: tracks[0].url, audioPlayer };
  }
  if (record.record_type === RECORD_TYPE.video) {
    const image = record.main_image_id === null ? undefined : images.get(record.main_image_id);
    const player = videoPlayer(text(content.videoUrl), record.title, image);
    if (player === undefined) return {};
    return { oembed: { providerName: player.source.providerName }, overlay: true, videoPlayer: player };
  }
  return {};
}
