// One of a product's pictures in its editor: the thumbnail (the first is the cover), a drag handle and Move up / Move down, Remove, its alt text (saved with the product) and its focal point.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { thumbnailUrl } from '../content/thumbnail.js';
import { ImageDetailsDialog, NO_ALT_TEXT_WARNING } from '../files/image-details-dialog.js';
import { useImageFiles } from '../pages/blocks/image-files.js';
import { DragHandle } from '../ui/drag-handle.js';
import { TextField } from '../ui/field.js';
import type { ProductPicture } from './product-form.js';

/** Props of {@link ProductPictureItem}. */
export interface ProductPictureItemProps {
  picture: ProductPicture;
  index: number;
  count: number;
  error?: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  onChange: (picture: ProductPicture) => void;
}

/** A sortable `<li>` of the product's pictures. */
export function ProductPictureItem({
  picture,
  index,
  count,
  error,
  onMove,
  onRemove,
  onChange,
}: ProductPictureItemProps) {
  const sortable = useSortable({ id: picture.id });
  const images = useImageFiles();
  const [focusing, setFocusing] = useState<FileView | undefined>();
  const file = images.fileOf(picture.id);
  const name = `picture ${index + 1}`;
  const cover = index === 0;
  return (
    <li
      ref={sortable.setNodeRef}
      className={`picture-list__item${sortable.isDragging ? ' picture-list__item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      {picture.url === null ? (
        <span className="picture-list__missing">No preview</span>
      ) : (
        <img
          className="picture-list__image"
          src={thumbnailUrl(picture.url)}
          alt={picture.altText.trim() || `Product picture ${index + 1}${cover ? ' (cover)' : ''}`}
        />
      )}
      {cover ? <span className="badge">Cover</span> : null}
      <div className="picture-list__actions">
        <DragHandle sortable={sortable} label={`Drag ${name} to a new place`} />
        <button
          type="button"
          className="button button--small"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          Up
        </button>
        <button
          type="button"
          className="button button--small"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          Down
        </button>
        <button
          type="button"
          className="button button--small"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
      <TextField
        label={`Alt text of ${name}`}
        value={picture.altText}
        onChange={(altText) => onChange({ ...picture, altText })}
        description={picture.altText.trim() === '' ? NO_ALT_TEXT_WARNING : 'Saved with the product.'}
        maxLength={1000}
      />
      {file === undefined ? null : (
        <>
          <button
            type="button"
            className="button button--small"
            aria-label={`Focal point of ${name}`}
            onClick={() => setFocusing(file)}
          >
            Focal point
          </button>
          <ImageDetailsDialog
            file={focusing}
            onClose={() => setFocusing(undefined)}
            onSaved={(saved) => {
              images.remember([saved]);
              // The dialog saves alt text too: what it saved is now the picture's, stored.
              const altText = saved.altText ?? '';
              onChange({ ...picture, altText, savedAltText: altText });
            }}
          />
        </>
      )}
      {error ? <p className="field__error">{error}</p> : null}
    </li>
  );
}
