// The forms of the media blocks: an audio player with its tracks (at most 60) and a video from a link or an uploaded file.
import { useId, useState } from 'react';
import {
  AUDIO_EXTENSIONS,
  isUploadedMedia,
  MAX_ALBUM_TRACKS,
  TOO_MANY_TRACKS_MESSAGE,
  VIDEO_EXTENSIONS,
} from '../../../domain/media/media-rules.js';
import type { FileView } from '../../../domain/owner-api/files.js';
import { FilePickerDialog } from '../../files/file-picker.js';
import { TextField } from '../../ui/field.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';
import { useImageFiles } from './image-files.js';

type Track = BlockOf<'audio'>['tracks'][number];

/** A track's title from its file's name: `01 Morning Song.mp3` → `01 Morning Song`. */
export function trackTitle(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, 200);
}

/** The tracks to add from picked files: the audio files only, as many as the album still holds. */
export function tracksFrom(files: readonly FileView[], current: readonly Track[]): Track[] {
  const room = Math.max(0, MAX_ALBUM_TRACKS - current.length);
  return files
    .filter((file) => isUploadedMedia(file.url, AUDIO_EXTENSIONS))
    .slice(0, room)
    .map((file) => ({ title: trackTitle(file.name), url: file.url }));
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** An audio player: a title, an artist, and its tracks in order. */
export function AudioBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'audio'>>) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const tracks = block.tracks;
  const full = tracks.length >= MAX_ALBUM_TRACKS;
  const setTrack = (at: number, patch: Partial<Track>, field?: string) =>
    change({ tracks: tracks.map((track, index) => (index === at ? { ...track, ...patch } : track)) }, field);

  return (
    <>
      <TextField
        label="Title (optional)"
        value={block.title}
        onChange={(title) => change({ title }, 'title')}
        error={errors.title}
      />
      <TextField
        label="Artist (optional)"
        value={block.artist}
        onChange={(artist) => change({ artist }, 'artist')}
        error={errors.artist}
      />
      <div
        className={`field media-tracks${errors.tracks ? ' field--invalid' : ''}`}
        role="group"
        aria-labelledby={`${id}-label`}
      >
        <p className="field__label" id={`${id}-label`}>
          Tracks ({tracks.length} of at most {MAX_ALBUM_TRACKS})
        </p>
        {tracks.length === 0 ? (
          <p className="field__help">No tracks yet. Add MP3, M4A or WAV files.</p>
        ) : null}
        <ol className="media-tracks__list">
          {tracks.map((track, at) => (
            <li key={`${at}-${track.url}`} className="media-tracks__item">
              <TextField
                label={`Track ${at + 1} title`}
                value={track.title}
                onChange={(title) => setTrack(at, { title }, `tracks.${at}.title`)}
                error={errors[`tracks.${at}.title`]}
                description={track.url.slice(track.url.lastIndexOf('/') + 1)}
              />
              {errors[`tracks.${at}.url`] ? (
                <p className="field__error">{errors[`tracks.${at}.url`]}</p>
              ) : null}
              <div className="media-tracks__actions">
                <button
                  type="button"
                  className="button button--small"
                  disabled={at === 0}
                  onClick={() => change({ tracks: move(tracks, at, at - 1) })}
                >
                  Move up<span className="visually-hidden">{` ${track.title || `track ${at + 1}`}`}</span>
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={at === tracks.length - 1}
                  onClick={() => change({ tracks: move(tracks, at, at + 1) })}
                >
                  Move down<span className="visually-hidden">{` ${track.title || `track ${at + 1}`}`}</span>
                </button>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => change({ tracks: tracks.filter((_, index) => index !== at) })}
                >
                  Remove<span className="visually-hidden">{` ${track.title || `track ${at + 1}`}`}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button button--small"
          onClick={() => setPicking(true)}
          disabled={full}
        >
          Add tracks
        </button>
        {full ? <p className="field__help">{TOO_MANY_TRACKS_MESSAGE}</p> : null}
        {errors.tracks ? <p className="field__error">{errors.tracks}</p> : null}
      </div>
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={(files) => change({ tracks: [...tracks, ...tracksFrom(files, tracks)] })}
        multiple
        imagesOnly={false}
        title="Choose audio files"
      />
    </>
  );
}

/** A video: a YouTube or Vimeo link or an uploaded file, and the still shown until a visitor presses play. */
export function VideoBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'video'>>) {
  const id = useId();
  const [picking, setPicking] = useState<'video' | 'still' | undefined>(undefined);
  const images = useImageFiles();
  const still = block.imageId === '' ? undefined : images.fileOf(block.imageId);

  function pick(files: FileView[]) {
    if (picking === 'video') {
      const file = files.find((candidate) => isUploadedMedia(candidate.url, VIDEO_EXTENSIONS));
      if (file !== undefined) change({ url: file.url });
    } else {
      const chosen = files.find((candidate) => candidate.imageId !== null);
      if (chosen?.imageId == null) return;
      images.remember([chosen]);
      change({ imageId: chosen.imageId });
    }
  }

  return (
    <>
      <TextField
        label="Video link"
        value={block.url}
        onChange={(url) => change({ url }, 'url')}
        error={errors.url}
        spellCheck={false}
        description="A YouTube or Vimeo link, or an uploaded MP4, WebM or MOV file. Nothing is loaded from YouTube or Vimeo until a visitor presses play."
      />
      <p>
        <button type="button" className="button button--small" onClick={() => setPicking('video')}>
          Choose an uploaded video
        </button>
      </p>
      <div className="field image-pick" role="group" aria-labelledby={`${id}-still`}>
        <p className="field__label" id={`${id}-still`}>
          Still image (optional)
        </p>
        <div className="image-pick__row">
          <span className="image-pick__name">
            {block.imageId === ''
              ? 'A plain placeholder with a play button.'
              : (still?.name ?? 'An image is chosen.')}
          </span>
          <button type="button" className="button button--small" onClick={() => setPicking('still')}>
            {block.imageId === '' ? 'Choose image' : 'Change image'}
          </button>
          {block.imageId === '' ? null : (
            <button type="button" className="button button--small" onClick={() => change({ imageId: '' })}>
              Remove image
            </button>
          )}
        </div>
        {errors.imageId ? <p className="field__error">{errors.imageId}</p> : null}
      </div>
      <FilePickerDialog
        isOpen={picking !== undefined}
        onClose={() => setPicking(undefined)}
        onPick={pick}
        imagesOnly={picking === 'still'}
        title={picking === 'still' ? 'Choose the still image' : 'Choose a video file'}
      />
      <TextField
        label="Title (optional)"
        value={block.title}
        onChange={(title) => change({ title }, 'title')}
        error={errors.title}
        description="Names the play button for screen readers: “Play video: …”."
      />
      <TextField
        label="Caption"
        value={block.caption}
        onChange={(caption) => change({ caption }, 'caption')}
        error={errors.caption}
      />
    </>
  );
}
