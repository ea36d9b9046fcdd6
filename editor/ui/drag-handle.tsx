// The handle a sortable item is dragged by (pointer or keyboard, dnd-kit's useSortable), named for screen readers.
import type { useSortable } from '@dnd-kit/sortable';

/** The handle: `sortable` is the item's useSortable, `label` what it moves ("Drag to move: …"). */
export function DragHandle({
  sortable,
  label,
  className = 'block-card__handle',
}: {
  sortable: ReturnType<typeof useSortable>;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={className}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
