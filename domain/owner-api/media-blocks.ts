// The audio and video blocks as the editor and the owner API write them (PAGES.content.blocks).
import { z } from 'zod';
import {
  AUDIO_EXTENSIONS,
  isUploadedMedia,
  MAX_ALBUM_TRACKS,
  NO_TRACKS_MESSAGE,
  TOO_MANY_TRACKS_MESSAGE,
  TRACK_FILE_MESSAGE,
} from '../media/media-rules.js';
import { parseVideoLink } from '../media/video-links.js';

const blockId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id has 1 to 64 letters, digits, - or _.');
const shortText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/** One track of an album: its title and an uploaded audio file of the site (`/files/…mp3`). */
export const audioTrackSchema = z.object({
  title: shortText(200).min(1, 'Please enter the track’s title.'),
  url: z
    .string()
    .trim()
    .max(2083, TRACK_FILE_MESSAGE)
    .refine((url) => isUploadedMedia(url, AUDIO_EXTENSIONS), TRACK_FILE_MESSAGE),
});

/** An audio player: one track, or an album of at most {@link MAX_ALBUM_TRACKS}. */
export const audioBlockSchema = z.object({
  id: blockId.optional(),
  type: z.literal('audio'),
  title: shortText(300).default(''),
  artist: shortText(300).default(''),
  tracks: z.array(audioTrackSchema).min(1, NO_TRACKS_MESSAGE).max(MAX_ALBUM_TRACKS, TOO_MANY_TRACKS_MESSAGE),
});

/**
 * A video: a YouTube or Vimeo link or an uploaded video file (domain/media/video-links.ts says
 * which links play, and gives SPEC §8's Vimeo message), shown as a still with a play button.
 */
export const videoBlockSchema = z.object({
  id: blockId.optional(),
  type: z.literal('video'),
  url: z
    .string()
    .trim()
    .max(2083, 'A link has at most 2083 characters.')
    .superRefine((url, ctx) => {
      const result = parseVideoLink(url);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    }),
  /** The still shown before the press: an IMAGES id, or '' for a plain placeholder. */
  imageId: z.string().trim().max(100).default(''),
  title: shortText(300).default(''),
  caption: shortText(500).default(''),
});
