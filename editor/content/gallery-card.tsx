// One image of a gallery: its thumbnail, its caption (saved when the field is left), its place in the order, cover and remove.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import type { ItemView } from '../../domain/owner-api/items.js';
import { TextField } from '../ui/field.js';
import { thumbnailUrl } from './thumbnail.js';

/** Props of {@link GalleryCard}. */
export interface GalleryCardProps {
  item: ItemView;
  /** 0-based place in the gallery. */
  index: number;
  count: number;
  isCover: boolean;
  canEdit: boolean;
  captionError?: string;
  onCaption: (title: string) => void;
  onMove: (to: number) => void;
  onSetCover: () => void;
  onRemove: () => void;
}

/** How an image is named to screen readers: its caption, or its place. */
export function imageName(item: Pick<ItemView, 'title'>, index: number): string {
  return item.title.trim() === '' ? `Image ${index + 1}` : item.title;
}

/** A card of the sortable grid; the handle drags it (or picks it up with Space, then the arrow keys). */
export function GalleryCard(props: GalleryCardProps) {
  const { item, index, count, isCover, canEdit, captionError } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: !canEdit });
  const [caption, setCaption] = useState(item.title);
  const [shownTitle, setShownTitle] = useState(item.title);
  // A caption saved elsewhere (another tab, a reload) replaces what the field shows.
  if (item.title !== shownTitle) {
    setShownTitle(item.title);
    setCaption(item.title);
  }
  const name = imageName(item, index);
  // Every card has the same buttons: each says which image it acts on.
  const named = (action: string) => `${action} (${name})`;
  return (
    <li
      ref={setNodeRef}
      className={`gallery-card${isDragging ? ' gallery-card--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="gallery-card__top">
        {canEdit ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="icon-button gallery-card__handle"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${name} to a new place`}
          >
            ⠿
          </button>
        ) : null}
        <span className="gallery-card__place">{`${index + 1} of ${count}`}</span>
        {isCover ? <span className="badge badge--published">Cover</span> : null}
      </div>
      {item.mainImageUrl !== null ? (
        <img
          className="gallery-card__image"
          src={thumbnailUrl(item.mainImageUrl)}
          alt={name}
          loading="lazy"
        />
      ) : (
        <p className="gallery-card__image gallery-card__image--missing">No picture</p>
      )}
      <TextField
        label={
          <>
            Caption <span className="visually-hidden">{`of image ${index + 1}`}</span>
          </>
        }
        value={caption}
        onChange={setCaption}
        onBlur={() => props.onCaption(caption)}
        readOnly={!canEdit}
        error={captionError}
      />
      {canEdit ? (
        <div className="gallery-card__actions">
          <button
            type="button"
            className="button button--small"
            disabled={index === 0}
            aria-label={named('Move earlier')}
            onClick={() => props.onMove(index - 1)}
          >
            Move earlier
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={index === count - 1}
            aria-label={named('Move later')}
            onClick={() => props.onMove(index + 1)}
          >
            Move later
          </button>
          {isCover ? null : (
            <button
              type="button"
              className="button button--small"
              aria-label={named('Set as cover')}
              onClick={props.onSetCover}
            >
              Set as cover
            </button>
          )}
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={named('Remove')}
            onClick={props.onRemove}
          >
            Remove
          </button>
        </div>
      ) : null}
    </li>
  );
}
