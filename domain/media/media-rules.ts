// The plain rules of audio and video blocks and items (no zod, so islands and the editor import them freely).

/** The most tracks one album (an audio block, or an audio item's list) holds. */
export const MAX_ALBUM_TRACKS = 60;

/** The refusal of an album with more tracks than {@link MAX_ALBUM_TRACKS}. */
export const TOO_MANY_TRACKS_MESSAGE = `An album holds at most ${MAX_ALBUM_TRACKS} tracks. Remove a track to add another.`;

/** The refusal of an audio block without a track. */
export const NO_TRACKS_MESSAGE = 'Add at least one track.';

/** The refusal of a track whose address is not an uploaded file of this site. */
export const TRACK_FILE_MESSAGE = 'Choose an uploaded audio file (MP3, M4A or WAV) for this track.';

/** The audio files the player plays: the file manager's audio kinds (domain/file-rules.ts). */
export const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'm4a', 'wav'];

/** The video files the player plays: the file manager's video kinds. */
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'webm', 'mov'];

/**
 * Whether `url` is the address of an uploaded file of this site (`/files/…`) with one of
 * `extensions`. Pages allow media only from the site itself (the CSP's `media-src 'self'`), so a
 * track or a video file elsewhere would never play.
 */
export function isUploadedMedia(url: string, extensions: readonly string[]): boolean {
  if (!/^\/files\/[^?#\s]+$/.test(url) || url.includes('..')) return false;
  const dot = url.lastIndexOf('.');
  return dot > 0 && extensions.includes(url.slice(dot + 1).toLowerCase());
}
