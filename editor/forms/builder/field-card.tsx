// One field of the form being built: its drag handle, label and type, move and remove buttons, and its settings when open.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import { FIELD_TYPE_LABELS, type DraftField } from './draft.js';
import { FieldSettings } from './field-settings.js';

/** What a card can be asked to do. */
export type FieldAction = 'move-up' | 'move-down' | 'remove';

/** Props of {@link FieldCard}. */
export interface FieldCardProps {
  field: DraftField;
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onAction: (action: FieldAction) => void;
  onChange: (patch: Partial<DraftField>) => void;
  /** The server's messages for this field, by its part (`label`, `options`…). */
  errors: Readonly<Record<string, string>>;
  /** The label takes focus (a field just added). */
  autoFocus: boolean;
}

/**
 * A card in the sortable field list: the handle is dragged with a pointer or, focused, picked up
 * with Space and moved with the arrow keys; the move buttons do the same a step at a time.
 */
export function FieldCard({
  field,
  index,
  count,
  open,
  onToggle,
  onAction,
  onChange,
  errors,
  autoFocus,
}: FieldCardProps) {
  const id = useId();
  const sortable = useSortable({ id: field.key });
  const type = FIELD_TYPE_LABELS[field.type];
  const name = field.label.trim() || type;
  const invalid = Object.keys(errors).length > 0;
  const first = index === 0;
  const last = index === count - 1;
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`block-card field-card${open ? ' block-card--open' : ''}${invalid ? ' block-card--invalid' : ''}${
        sortable.isDragging ? ' block-card--dragging' : ''
      }`}
      data-field-key={field.key}
      aria-labelledby={`${id}-title`}
    >
      <div className="block-card__header">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="block-card__handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag to move: ${name}, field ${index + 1} of ${count}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 className="block-card__title" id={`${id}-title`}>
          <button
            type="button"
            className="block-card__toggle"
            aria-expanded={open}
            aria-controls={open ? `${id}-body` : undefined}
            onClick={onToggle}
          >
            <span className="block-card__type">{name}</span>
            <span className="visually-hidden">, </span>
            <span className="block-card__summary">
              {type}
              {field.required ? ', required' : ''}
            </span>
          </button>
        </h3>
        {invalid ? <span className="badge block-card__badge">Needs attention</span> : null}
        <div className="block-card__actions">
          <button
            type="button"
            className="icon-button block-card__action"
            aria-label={`Move ${name} up`}
            aria-disabled={first || undefined}
            onClick={() => (first ? undefined : onAction('move-up'))}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="icon-button block-card__action"
            aria-label={`Move ${name} down`}
            aria-disabled={last || undefined}
            onClick={() => (last ? undefined : onAction('move-down'))}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="button button--small block-card__remove"
            onClick={() => onAction('remove')}
            aria-label={`Remove the field ${name}`}
          >
            Remove
          </button>
        </div>
      </div>
      {open ? (
        <div className="block-card__body" id={`${id}-body`} role="group" aria-label={`${name} field`}>
          <FieldSettings field={field} onChange={onChange} errors={errors} autoFocus={autoFocus} />
        </div>
      ) : null}
    </li>
  );
}
