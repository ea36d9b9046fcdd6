// A blog post's audio or video: none, uploaded audio files (an album of at most 60), or a YouTube, Vimeo or uploaded video.
import { useId, useState } from 'react';
import { MAX_ALBUM_TRACKS, TOO_MANY_TRACKS_MESSAGE } from '../../domain/media/media-rules.js';
import type { ItemMedia } from '../../domain/owner-api/media-items.js';
import { FilePickerDialog } from '../files/file-picker.js';
import { tracksFrom } from '../pages/blocks/media-block-forms.js';
import { SelectField, TextField } from '../ui/field.js';

/** Props of {@link PostMediaField}. */
export interface PostMediaFieldProps {
  media: ItemMedia | null;
  onChange: (media: ItemMedia | null) => void;
  /** The messages by field (`media`, `media.url`, `media.tracks.0.title`…). */
  fields: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/** What the post plays, chosen and filled in. */
export function PostMediaField({ media, onChange, fields, disabled }: PostMediaFieldProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const message = (name: string) => fields[name];
  const tracks = media?.kind === 'audio' ? media.tracks : [];
  const full = tracks.length >= MAX_ALBUM_TRACKS;
  return (
    <div className="panel field-group">
      <SelectField
        label="Audio or video"
        value={media?.kind ?? 'none'}
        disabled={disabled}
        onChange={(kind) =>
          onChange(
            kind === 'audio'
              ? { kind: 'audio', tracks: [] }
              : kind === 'video'
                ? { kind: 'video', url: '' }
                : null,
          )
        }
        options={[
          { value: 'none', label: 'None: a plain post' },
          { value: 'audio', label: 'Audio: plays uploaded audio files' },
          { value: 'video', label: 'Video: a YouTube or Vimeo link, or an uploaded video' },
        ]}
        error={message('media')}
      />
      {media?.kind === 'video' ? (
        <TextField
          label="Video link"
          value={media.url}
          onChange={(url) => onChange({ kind: 'video', url })}
          error={message('media.url')}
          spellCheck={false}
          disabled={disabled}
          description="The post's cover image is the still shown until a visitor presses play; nothing is loaded from YouTube or Vimeo before."
        />
      ) : null}
      {media?.kind === 'audio' ? (
        <div
          className={`field media-tracks${message('media.tracks') ? ' field--invalid' : ''}`}
          role="group"
          aria-labelledby={`${id}-tracks`}
        >
          <p className="field__label" id={`${id}-tracks`}>
            Audio files ({tracks.length} of at most {MAX_ALBUM_TRACKS})
          </p>
          <ol className="media-tracks__list">
            {tracks.map((track, at) => (
              <li key={`${at}-${track.url}`} className="media-tracks__item">
                <TextField
                  label={`Track ${at + 1} title`}
                  value={track.title}
                  disabled={disabled}
                  onChange={(title) =>
                    onChange({
                      kind: 'audio',
                      tracks: tracks.map((other, index) => (index === at ? { ...other, title } : other)),
                    })
                  }
                  error={message(`media.tracks.${at}.title`) ?? message(`media.tracks.${at}.url`)}
                  description={track.url.slice(track.url.lastIndexOf('/') + 1)}
                />
                <button
                  type="button"
                  className="button button--small"
                  disabled={disabled}
                  onClick={() =>
                    onChange({ kind: 'audio', tracks: tracks.filter((_, index) => index !== at) })
                  }
                >
                  Remove<span className="visually-hidden">{` ${track.title || `track ${at + 1}`}`}</span>
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button--small"
            disabled={disabled || full}
            onClick={() => setPicking(true)}
          >
            Add audio files
          </button>
          {full ? <p className="field__help">{TOO_MANY_TRACKS_MESSAGE}</p> : null}
          {message('media.tracks') ? <p className="field__error">{message('media.tracks')}</p> : null}
          <FilePickerDialog
            isOpen={picking}
            onClose={() => setPicking(false)}
            onPick={(files) => onChange({ kind: 'audio', tracks: [...tracks, ...tracksFrom(files, tracks)] })}
            multiple
            imagesOnly={false}
            title="Choose audio files"
          />
        </div>
      ) : null}
    </div>
  );
}
