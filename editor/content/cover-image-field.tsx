// An item's picture (a post's cover, an event's image): its thumbnail, chosen from the file manager, or removed.
import { useId, useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { FilePickerDialog } from '../files/file-picker.js';
import { PictureAltNotice } from '../files/picture-alt-notice.js';
import { useImageFiles } from '../pages/blocks/image-files.js';
import { thumbnailUrl } from './thumbnail.js';

/** The picture chosen: its IMAGES id and its address. */
export interface ChosenImage {
  id: string;
  url: string;
}

/** Props of {@link CoverImageField}. */
export interface CoverImageFieldProps {
  label: string;
  /** The current picture's address, or null for none. */
  imageUrl: string | null;
  /** Whether a picture is set (a picture may be set whose address the server did not give). */
  hasImage: boolean;
  /**
   * The picture's IMAGES id: given, the field warns when the picture has no alt text and offers its
   * alt text and focal point (a cover shown on the site; not for a logo, named by the site's title).
   */
  imageId?: string | null;
  onChange: (image: ChosenImage | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The picture field with its thumbnail, "Choose…" (the file picker) and "Remove". */
export function CoverImageField({
  label,
  imageUrl,
  hasImage,
  imageId,
  onChange,
  error,
  disabled,
}: CoverImageFieldProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const images = useImageFiles();

  function pick(files: FileView[]) {
    const file = files[0];
    if (!file?.imageId) return;
    images.remember([file]);
    onChange({ id: file.imageId, url: file.url });
  }

  return (
    <div
      className={`field cover-field${error ? ' field--invalid' : ''}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <p className="field__label" id={`${id}-label`}>
        {label}
      </p>
      {hasImage && imageUrl !== null ? (
        <img className="cover-field__image" src={thumbnailUrl(imageUrl)} alt={`${label} (current picture)`} />
      ) : (
        <p className="field__help">{hasImage ? 'A picture is set.' : 'No picture chosen.'}</p>
      )}
      {hasImage && imageId ? (
        <PictureAltNotice imageId={imageId} label={`the ${label.toLowerCase()}`} disabled={disabled} />
      ) : null}
      <div className="cover-field__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => setPicking(true)}
          disabled={disabled}
        >
          {hasImage ? 'Change picture' : 'Choose picture'}
        </button>
        {hasImage ? (
          <button
            type="button"
            className="button button--small"
            aria-label={`Remove the ${label.toLowerCase()}`}
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            Remove
          </button>
        ) : null}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={pick}
        imagesOnly
        title={`Choose the ${label.toLowerCase()}`}
      />
    </div>
  );
}
