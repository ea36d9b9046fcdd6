// A product's pictures: every one shown as a thumbnail in the shop's order (the first is the cover), added from the file manager, dragged (pointer or keyboard) or moved up and down, removed one at a time (none is ever dropped unseen), each with its alt text, saved with the product.
import { DndContext } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { useId, useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { FilePickerDialog } from '../files/file-picker.js';
import { useImageFiles } from '../pages/blocks/image-files.js';
import { useAnnounce } from '../ui/announcer.js';
import { useSortableList } from '../ui/use-sortable-list.js';
import type { ProductPicture } from './product-form.js';
import { ProductPictureItem } from './product-picture-item.js';

const DRAG_INSTRUCTIONS =
  'To move a picture, press Space or Enter on its handle, use the arrow keys to move it, then Space or Enter to drop it there, or Escape to leave it where it was. The first picture is the cover.';

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
      .flatMap((file) =>
        file.imageId
          ? [
              {
                id: file.imageId,
                url: file.url,
                altText: file.altText ?? '',
                savedAltText: file.altText ?? '',
              },
            ]
          : [],
      )
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

  const ids = pictures.map((picture) => picture.id);
  const sortable = useSortableList({
    ids,
    onMove: move,
    activationDistance: 4,
    instructions: DRAG_INSTRUCTIONS,
    announcements: (indexOf) => ({
      onDragStart: ({ active }) => `Picked up picture ${indexOf(active.id) + 1} of ${ids.length}.`,
      onDragOver: ({ active, over }) =>
        over === null || over.id === active.id
          ? undefined
          : `Picture ${indexOf(active.id) + 1} is over place ${indexOf(over.id) + 1}.`,
      onDragEnd: ({ active, over }) =>
        over === null
          ? `Picture ${indexOf(active.id) + 1} was dropped back.`
          : `Picture ${indexOf(active.id) + 1} was dropped at place ${indexOf(over.id) + 1}.`,
      onDragCancel: ({ active }) => `Moving picture ${indexOf(active.id) + 1} was cancelled.`,
    }),
  });

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
          : `${pictures.length === 1 ? 'One picture' : `${pictures.length} pictures`}; the first is the cover, shown in the shop's lists and the products grid.`}
      </p>
      {pictures.length > 0 ? (
        <DndContext {...sortable}>
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ol className="picture-list" aria-label="Product pictures">
              {pictures.map((picture, index) => (
                <ProductPictureItem
                  key={picture.id}
                  picture={picture}
                  index={index}
                  count={pictures.length}
                  error={errors[`imageIds.${index}`] ?? errors[`imageAltTexts.${picture.id}`]}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                  onChange={(changed) =>
                    onChange(pictures.map((each, at) => (at === index ? changed : each)))
                  }
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
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
