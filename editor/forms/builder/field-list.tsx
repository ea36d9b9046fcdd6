// The form's fields as a sortable list: drag and drop with a pointer or the keyboard (@dnd-kit), told to screen readers by label.
import { DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useSortableList } from '../../ui/use-sortable-list.js';
import { FIELD_TYPE_LABELS, type DraftField } from './draft.js';
import { FieldCard, type FieldAction } from './field-card.js';

/** Props of {@link FieldList}. */
export interface FieldListProps {
  fields: readonly DraftField[];
  openKey: string | null;
  addedKey: string | null;
  onToggle: (key: string) => void;
  onAction: (key: string, action: FieldAction) => void;
  onMove: (from: number, to: number) => void;
  /** A field is picked up (its settings fold, so it moves as one row). */
  onDragStart: (key: string) => void;
  onChange: (key: string, patch: Partial<DraftField>) => void;
  /** The server's messages by field index, then part. */
  errors: ReadonlyMap<number, Readonly<Record<string, string>>>;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

const DRAG_INSTRUCTIONS =
  'To move a field, press Space or Enter to pick it up, the up and down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';

/** The list. */
export function FieldList({
  fields,
  openKey,
  addedKey,
  onToggle,
  onAction,
  onMove,
  onDragStart,
  onChange,
  errors,
}: FieldListProps) {
  const ids = fields.map((field) => field.key);
  const sortable = useSortableList({
    ids,
    onMove,
    activationDistance: 4,
    instructions: DRAG_INSTRUCTIONS,
    announcements: (indexOf) => {
      const nameOf = (id: UniqueIdentifier) => {
        const field = fields[indexOf(id)];
        return field === undefined ? 'The field' : field.label.trim() || FIELD_TYPE_LABELS[field.type];
      };
      const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${fields.length}`;
      return {
        onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at ${position(active.id)}.`,
        onDragOver: ({ active, over }) =>
          over === null ? undefined : `${nameOf(active.id)} is over ${position(over.id)}.`,
        onDragEnd: ({ active, over }) =>
          over === null
            ? `${nameOf(active.id)} was dropped back.`
            : `${nameOf(active.id)} was dropped at ${position(over.id)}.`,
        onDragCancel: ({ active }) =>
          `Moving cancelled. ${nameOf(active.id)} is back at ${position(active.id)}.`,
      };
    },
  });
  return (
    <DndContext {...sortable} onDragStart={({ active }) => onDragStart(String(active.id))}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="block-list field-list" aria-label="Fields">
          {fields.map((field, index) => (
            <FieldCard
              key={field.key}
              field={field}
              index={index}
              count={fields.length}
              open={openKey === field.key}
              onToggle={() => onToggle(field.key)}
              onAction={(action) => onAction(field.key, action)}
              onChange={(patch) => onChange(field.key, patch)}
              errors={errors.get(index) ?? NO_ERRORS}
              autoFocus={addedKey === field.key}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
