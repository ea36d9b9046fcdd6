// A blog post's audio or video (SPEC §3 RecordType audio 7 and video 8, "Audio: audioAssetUrl", "Video: … providerName"), as the owner API reads and writes it.
import { z } from 'zod';
import { audioTrackSchema } from './media-blocks.js';
import { MAX_ALBUM_TRACKS, NO_TRACKS_MESSAGE, TOO_MANY_TRACKS_MESSAGE } from '../media/media-rules.js';
import { parseVideoLink } from '../media/video-links.js';

/**
 * What a post plays: `{kind: 'audio', tracks}` (one uploaded file, or an album of at most 60)
 * makes it an audio item; `{kind: 'video', url}` (a YouTube or Vimeo link or an uploaded video)
 * a video item, its main image the still; null makes it a plain post again.
 */
export const itemMediaSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('audio'),
    tracks: z
      .array(audioTrackSchema)
      .min(1, NO_TRACKS_MESSAGE)
      .max(MAX_ALBUM_TRACKS, TOO_MANY_TRACKS_MESSAGE),
  }),
  z.object({
    kind: z.literal('video'),
    url: z
      .string()
      .trim()
      .max(2083, 'A link has at most 2083 characters.')
      .superRefine((url, ctx) => {
        const result = parseVideoLink(url);
        if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
      }),
  }),
]);

/** A post's audio or video. */
export type ItemMedia = z.infer<typeof itemMediaSchema>;

/** The refusal of media on an item that is not a blog post. */
export const MEDIA_POSTS_ONLY_MESSAGE = 'Only blog posts can play audio or video.';
