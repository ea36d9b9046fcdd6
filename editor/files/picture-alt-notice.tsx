// Under a chosen picture (a post's cover, an event's image, a product's picture): a warning when it has no alt text, and its "Alt text and focal point" dialog.
import { useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { useImageFiles } from '../pages/blocks/image-files.js';
import { ImageDetailsDialog, NO_ALT_TEXT_WARNING } from './image-details-dialog.js';

/** Props of {@link PictureAltNotice}. */
export interface PictureAltNoticeProps {
  /** The picture's IMAGES id. */
  imageId: string;
  /** What the picture is, for the button's name ("the cover image", "picture 2"). */
  label: string;
  disabled?: boolean;
}

/**
 * The chosen picture's alt text state: the warning when it has none, and a button opening the
 * alt text and focal point dialog (the focal point keeps its subject in view in every crop). Shows
 * nothing while the picture's file is not known (not among the site's newest pictures).
 */
export function PictureAltNotice({ imageId, label, disabled }: PictureAltNoticeProps) {
  const images = useImageFiles();
  const [describing, setDescribing] = useState<FileView | undefined>();
  const file = images.fileOf(imageId);
  if (file === undefined) return null;
  const missing = (file.altText ?? '') === '';
  return (
    <div className="picture-alt">
      {missing ? <p className="image-warning">{NO_ALT_TEXT_WARNING}</p> : null}
      <button
        type="button"
        className="button button--small"
        aria-label={`${missing ? 'Add' : 'Edit'} alt text and focal point of ${label}`}
        onClick={() => setDescribing(file)}
        disabled={disabled}
      >
        {missing ? 'Add alt text and focal point' : 'Edit alt text and focal point'}
      </button>
      <ImageDetailsDialog
        file={describing}
        onClose={() => setDescribing(undefined)}
        onSaved={(saved) => images.remember([saved])}
      />
    </div>
  );
}
