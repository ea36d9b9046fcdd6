// One row of the page tree: its drag handle, its title (opens the page), what it is, its marks, and its menu of moves.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { INDENTATION_WIDTH } from './tree-drag.js';
import type { RowInfo } from './tree-rows.js';

/** What a row's menu can do. */
export type RowAction =
  'up' | 'down' | 'indent' | 'outdent' | 'remove' | 'add' | 'edit-link' | 'settings' | 'delete';

/** The words of each action in the row's menu. */
export const ROW_ACTION_LABELS: Readonly<Record<RowAction, string>> = {
  up: 'Move up',
  down: 'Move down',
  indent: 'Indent',
  outdent: 'Outdent',
  remove: 'Remove from navigation',
  add: 'Add to navigation',
  'edit-link': 'Edit link',
  settings: 'Settings',
  delete: 'Delete',
};

/** Props of {@link PageTreeRow}. */
export interface PageTreeRowProps {
  id: string;
  info: RowInfo;
  /** The level it is drawn at (while dragged: where it would land). */
  depth: number;
  /** The title of the link it sits under, read out after its own. */
  parentTitle?: string;
  selected: boolean;
  canDrag: boolean;
  /** The actions its menu lists, and which of them cannot be done from where it is. */
  actions: readonly RowAction[];
  disabledActions: readonly RowAction[];
  onAction: (action: RowAction) => void;
  /** Clicking or pressing Enter on the title; without it the title is plain text. */
  onOpen?: () => void;
}

/** A sortable row (dnd-kit): the handle picks it up by pointer, or by Space and the arrow keys. */
export function PageTreeRow({
  id,
  info,
  depth,
  parentTitle,
  selected,
  canDrag,
  actions,
  disabledActions,
  onAction,
  onOpen,
}: PageTreeRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: !canDrag });
  const page = info.page;
  const title = (
    <>
      {info.title}
      {parentTitle !== undefined ? <span className="visually-hidden">, under {parentTitle}</span> : null}
    </>
  );
  return (
    <li
      ref={setNodeRef}
      className={`tree-row${selected ? ' tree-row--selected' : ''}${isDragging ? ' tree-row--dragging' : ''}`}
      data-row-id={id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        paddingInlineStart: `${8 + depth * INDENTATION_WIDTH}px`,
      }}
    >
      {canDrag ? (
        <button
          type="button"
          className="tree-row__handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${info.title}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      {onOpen !== undefined ? (
        <button
          type="button"
          className="tree-row__title"
          aria-current={selected ? 'true' : undefined}
          onClick={onOpen}
        >
          {title}
        </button>
      ) : (
        <span className="tree-row__title">{title}</span>
      )}
      <span className="tree-row__kind">{info.kind}</span>
      {info.address !== undefined ? <span className="tree-row__address">{info.address}</span> : null}
      {page !== undefined && !page.enabled ? <span className="badge badge--disabled">Disabled</span> : null}
      {page?.passwordProtected ? <span className="badge badge--locked">Locked</span> : null}
      {info.missing ? <span className="badge badge--disabled">Missing</span> : null}
      {page?.isHome ? <span className="badge">Home</span> : null}
      {actions.length > 0 ? (
        <MenuTrigger>
          <Button className="button button--small tree-row__menu" aria-label={`Actions for ${info.title}`}>
            <span aria-hidden="true">⋯</span>
          </Button>
          <Popover className="menu-popover" placement="bottom end">
            <Menu
              className="menu"
              aria-label={`Actions for ${info.title}`}
              disabledKeys={disabledActions}
              onAction={(key) => onAction(key as RowAction)}
            >
              {actions.map((action) => (
                <MenuItem key={action} id={action} className="menu__item">
                  {ROW_ACTION_LABELS[action]}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : null}
    </li>
  );
}
