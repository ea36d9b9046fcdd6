// The audio player's props: an album's title, artist and tracks, read from the server's value with nothing trusted.
import { AUDIO_EXTENSIONS, isUploadedMedia, MAX_ALBUM_TRACKS } from '../../domain/media/media-rules.js';

/** One track: its title and its uploaded file's address. */
export interface AudioTrack {
  title: string;
  url: string;
}

/** What `{audio.player|island audio-player interaction}` is given (server/site/context/media-blocks.ts). */
export interface AudioPlayerValue {
  title: string;
  artist: string;
  tracks: AudioTrack[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The island's props: playable tracks only (uploaded audio files), at most 60. */
export function audioPlayerProps(value: unknown): AudioPlayerValue {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const tracks = (Array.isArray(v.tracks) ? v.tracks : [])
    .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}))
    .map((entry) => ({ title: text(entry.title), url: text(entry.url) }))
    .filter((track) => isUploadedMedia(track.url, AUDIO_EXTENSIONS))
    .slice(0, MAX_ALBUM_TRACKS);
  return { title: text(v.title), artist: text(v.artist), tracks };
}
