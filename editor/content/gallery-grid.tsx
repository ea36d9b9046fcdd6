// A gallery's images as a grid sorted by drag and drop, by pointer or keyboard (@dnd-kit), with spoken moves.
import { DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { ItemView } from '../../domain/owner-api/items.js';
import { useSortableList } from '../ui/use-sortable-list.js';
import { GalleryCard, imageName } from './gallery-card.js';

/** Props of {@link GalleryGrid}. */
export interface GalleryGridProps {
  items: readonly ItemView[];
  coverImageId: string | null;
  canEdit: boolean;
  captionErrors: Readonly<Record<string, string>>;
  onMove: (from: number, to: number) => void;
  onCaption: (item: ItemView, title: string) => void;
  onSetCover: (item: ItemView) => void;
  onRemove: (item: ItemView) => void;
}

const SCREEN_READER_INSTRUCTIONS =
  'To move an image, press Space or Enter on its handle, use the arrow keys to move it, then Space or Enter to drop it there, or Escape to leave it where it was.';

/** The sortable grid. */
export function GalleryGrid(props: GalleryGridProps) {
  const { items, coverImageId, canEdit, captionErrors } = props;
  const ids = items.map((item) => item.id);
  const sortable = useSortableList({
    ids,
    onMove: props.onMove,
    activationDistance: 5,
    instructions: SCREEN_READER_INSTRUCTIONS,
    announcements: (indexOf) => {
      const nameOf = (id: UniqueIdentifier) => {
        const index = indexOf(id);
        return index < 0 ? 'The image' : imageName(items[index], index);
      };
      return {
        onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
        onDragOver: ({ active, over }) =>
          over === null ? undefined : `${nameOf(active.id)} is over position ${indexOf(over.id) + 1}.`,
        onDragEnd: ({ active, over }) =>
          over === null
            ? `${nameOf(active.id)} was dropped where it was.`
            : `${nameOf(active.id)} was dropped at position ${indexOf(over.id) + 1}.`,
        onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
      };
    },
  });

  return (
    <DndContext {...sortable}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="gallery-grid" aria-label="Images of the gallery">
          {items.map((item, index) => (
            <GalleryCard
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              isCover={item.mainImageId !== null && item.mainImageId === coverImageId}
              canEdit={canEdit}
              captionError={captionErrors[item.id]}
              onCaption={(title) => props.onCaption(item, title)}
              onMove={(to) => props.onMove(index, to)}
              onSetCover={() => props.onSetCover(item)}
              onRemove={() => props.onRemove(item)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
