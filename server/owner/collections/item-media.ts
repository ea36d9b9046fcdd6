// A blog post's audio or video as CONTENT_ITEMS stores it: RecordType 7 or 8 and `structured_content` (`tracks` and `audioAssetUrl`, or `videoUrl`).
import { RECORD_TYPE } from '../../../domain/enums.js';
import { MEDIA_POSTS_ONLY_MESSAGE, type ItemMedia } from '../../../domain/owner-api/media-items.js';
import type { CollectionKind } from '../../site/context/site-map.js';
import type { ItemColumns } from './item-columns.js';
import type { ItemRow } from './item-store.js';

type Content = Record<string, unknown>;

const contentOf = (row: Pick<ItemRow, 'structured_content'> | undefined): Content =>
  row?.structured_content !== null && typeof row?.structured_content === 'object'
    ? { ...(row.structured_content as Content) }
    : {};

/** The media a stored item plays, or null (what the owner API shows). */
export function itemMedia(row: Pick<ItemRow, 'record_type' | 'structured_content'>): ItemMedia | null {
  const content = contentOf(row);
  if (row.record_type === RECORD_TYPE.audio && Array.isArray(content.tracks)) {
    const tracks = content.tracks
      .map((track) => (typeof track === 'object' && track !== null ? (track as Content) : {}))
      .map((track) => ({ title: String(track.title ?? ''), url: String(track.url ?? '') }));
    return { kind: 'audio', tracks };
  }
  if (row.record_type === RECORD_TYPE.audio && typeof content.audioAssetUrl === 'string') {
    return { kind: 'audio', tracks: [{ title: '', url: content.audioAssetUrl }] };
  }
  if (row.record_type === RECORD_TYPE.video && typeof content.videoUrl === 'string') {
    return { kind: 'video', url: content.videoUrl };
  }
  return null;
}

/**
 * The columns of a save that sets a post's media (`media` undefined leaves it as it is): the record
 * type (audio 7, video 8, or text 1 for none) and its `structured_content` fields, keeping the
 * others. Items of other collections refuse media.
 */
export function mediaColumns(
  kind: CollectionKind,
  media: ItemMedia | null | undefined,
  existing: ItemRow | undefined,
  out: ItemColumns,
): void {
  if (media === undefined) return;
  if (kind !== 'blog') {
    if (media !== null) out.problems.media = MEDIA_POSTS_ONLY_MESSAGE;
    return;
  }
  const { tracks: _tracks, audioAssetUrl: _audio, videoUrl: _video, ...kept } = contentOf(existing);
  if (media === null) {
    out.columns.record_type = RECORD_TYPE.text;
    out.columns.structured_content = kept;
  } else if (media.kind === 'audio') {
    out.columns.record_type = RECORD_TYPE.audio;
    out.columns.structured_content = { ...kept, tracks: media.tracks, audioAssetUrl: media.tracks[0].url };
  } else {
    out.columns.record_type = RECORD_TYPE.video;
    out.columns.structured_content = { ...kept, videoUrl: media.url };
  }
}
