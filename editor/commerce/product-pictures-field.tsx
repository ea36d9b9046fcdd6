// A product's pictures: every one shown as a thumbnail in the shop's order, added from the file manager, removed or moved one at a time (none is ever dropped unseen), each warned about when it has no alt text.
import { useId, useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { thumbnailUrl } from '../content/thumbnail.js';
import { FilePickerDialog } from '../files/file-picker.js';
import { PictureAltNotice } from '../files/picture-alt-notice.js';
import { useImageFiles } from '../pages/blocks/image-files.js';
import { useAnnounce } from '../ui/announcer.js';
import type { ProductPicture } from './product-form.js';

/** The most pictures a product keeps (the owner API's limit). */
export const MAX_PRODUCT_PICTURES = 30;

/** Props of {@link ProductPicturesField}. */
export interface ProductPicturesFieldProps {
  pictures: readonly ProductPicture[];
  onChange: (pictures: ProductPicture[]) => void;
  /** Problems the server named, by field (`imageIds.2` → the third picture). */
  errors: Readonly<Record<string, string>>;
}

/** `pictures` with the one at `from` moved to `to`. */
function moved(pictures: readonly ProductPicture[], from: number, to: number): ProductPicture[] {
  const next = [...pictures];
  const [picture] = next.splice(from, 1);
  if (picture !== undefined) next.splice(to, 0, picture);
  return next;
}

/** "Pictures": the list of thumbnails with Move up, Move down and Remove, and "Add pictures". */
export function ProductPicturesField({ pictures, onChange, errors }: ProductPicturesFieldProps) {
  const id = useId();
  const announce = useAnnounce();
  const [picking, setPicking] = useState(false);
  const images = useImageFiles();
  const listError = errors.imageIds;
  const room = MAX_PRODUCT_PICTURES - pictures.length;

  function add(files: FileView[]) {
    const known = new Set(pictures.map((picture) => picture.id));
    const added = files
      .flatMap((file) => (file.imageId ? [{ id: file.imageId, url: file.url }] : []))
      .filter((picture) => !known.has(picture.id))
      .slice(0, Math.max(room, 0));
    if (added.length === 0) return;
    images.remember(files);
    onChange([...pictures, ...added]);
    announce(`${added.length === 1 ? 'One picture' : `${added.length} pictures`} added.`);
  }

  function move(from: number, to: number) {
    onChange(moved(pictures, from, to));
    announce(`Picture ${from + 1} is now picture ${to + 1} of ${pictures.length}.`);
  }

  function remove(index: number) {
    onChange(pictures.filter((_, at) => at !== index));
    announce(`Picture ${index + 1} removed. ${pictures.length - 1} left.`);
  }

  return (
    <div
      className={`field${listError ? ' field--invalid' : ''}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <p className="field__label" id={`${id}-label`}>
        Pictures
      </p>
      <p className="field__help">
        {pictures.length === 0
          ? 'No picture chosen.'
          : `${pictures.length === 1 ? 'One picture' : `${pictures.length} pictures`}; the first is the main one.`}
      </p>
      {pictures.length > 0 ? (
        <ol className="picture-list" aria-label="Product pictures">
          {pictures.map((picture, index) => {
            const name = `picture ${index + 1}`;
            const error = errors[`imageIds.${index}`];
            return (
              <li key={picture.id} className="picture-list__item">
                {picture.url === null ? (
                  <span className="picture-list__missing">No preview</span>
                ) : (
                  <img
                    className="picture-list__image"
                    src={thumbnailUrl(picture.url)}
                    alt={`Product picture ${index + 1}${index === 0 ? ' (main)' : ''}`}
                  />
                )}
                <div className="picture-list__actions">
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Move ${name} down`}
                    disabled={index === pictures.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
                <PictureAltNotice imageId={picture.id} label={name} />
                {error ? <p className="field__error">{error}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <button
        type="button"
        className="button button--small"
        onClick={() => setPicking(true)}
        disabled={room <= 0}
      >
        Add pictures
      </button>
      {listError ? <p className="field__error">{listError}</p> : null}
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={add}
        multiple
        imagesOnly
        title="Add product pictures"
      />
    </div>
  );
}
