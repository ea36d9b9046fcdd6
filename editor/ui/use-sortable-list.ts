// Sorting by drag and drop (@dnd-kit) with a pointer or the keyboard, each move told to screen readers: the set-up every sortable list shares.
import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type SensorDescriptor,
  type SensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * A pointer sensor that starts a drag only after `distance` pixels, so a click on a handle stays a
 * click, and a keyboard sensor moving by `coordinateGetter` (a sortable list's by default).
 */
export function useDragSensors(
  distance: number,
  coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates,
): SensorDescriptor<SensorOptions>[] {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}

/** Options of {@link useSortableList}. */
export interface SortableListOptions {
  /** The list's items' ids, in their order (as the SortableContext has them). */
  ids: readonly UniqueIdentifier[];
  /** An item dropped at another place: from and to indexes. */
  onMove: (from: number, to: number) => void;
  /** Pixels a pointer moves before a drag starts. */
  activationDistance: number;
  /** What screen readers hear as an item is picked up, moved over, dropped or let go, told each id's index. */
  announcements: (indexOf: (id: UniqueIdentifier) => number) => Announcements;
  /** How to move an item by keyboard, read out when a handle takes focus. */
  instructions: string;
}

/** The props of a sortable list's DndContext: its sensors, closest-centre collisions, the drop as a move, and what screen readers hear. */
export function useSortableList({
  ids,
  onMove,
  activationDistance,
  announcements,
  instructions,
}: SortableListOptions): Pick<
  DndContextProps,
  'sensors' | 'collisionDetection' | 'onDragEnd' | 'accessibility'
> {
  const sensors = useDragSensors(activationDistance);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(id);
  return {
    sensors,
    collisionDetection: closestCenter,
    onDragEnd: ({ active, over }: DragEndEvent) => {
      if (over === null || active.id === over.id) return;
      onMove(indexOf(active.id), indexOf(over.id));
    },
    accessibility: {
      announcements: announcements(indexOf),
      screenReaderInstructions: { draggable: instructions },
    },
  };
}
