// The site's pages as a tree: "Main navigation" (the main menu's links, nested) and "Not linked", sorted by drag and drop or menus.
import {
  closestCenter,
  DndContext,
  MeasuringStrategy,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NavigationItem } from '../../domain/owner-api/navigation.js';
import type { PageView } from '../../domain/owner-api/pages.js';
import {
  appendLink,
  flatten,
  indent,
  locate,
  moveDown,
  moveOptions,
  moveUp,
  outdent,
  removeLink,
  toNodes,
  type NavNode,
} from './navigation-tree.js';
import { PageTreeRow, type RowAction } from './page-tree-row.js';
import { TREE_DRAG_INSTRUCTIONS, treeAnnouncements, type DragFacts } from './tree-announcements.js';
import {
  dragRows,
  dropInto,
  heightOf,
  project,
  treeKeyboardCoordinates,
  UNLINKED_DIVIDER,
  unlinkedRowId,
  type DragRow,
} from './tree-drag.js';
import { describeLink, unlinkedPages, type RowInfo } from './tree-rows.js';
import { useDragSensors } from '../ui/use-sortable-list.js';

/** Props of {@link PageTree}. */
export interface PageTreeProps {
  pages: readonly PageView[];
  menu: readonly NavigationItem[];
  /** The menu's heading (`Main navigation`, `Footer navigation`): the theme's title for it. */
  menuTitle?: string;
  /** Whether the owner may change pages and the menu (`pages:edit`); without it the tree is read-only. */
  canEdit: boolean;
  selectedPageId?: string;
  /** Saves the new menu. */
  onSave: (nodes: NavNode[]) => void;
  onOpenPage: (page: PageView) => void;
  onSettings: (page: PageView) => void;
  onDelete: (page: PageView) => void;
  /** Edits an outside link (or a folder) of the menu, by its key. */
  onEditLink: (key: string) => void;
}

const MAIN_HEADING = 'pages-tree-main';
const UNLINKED_HEADING = 'pages-tree-unlinked';

/** Where focus goes once the tree has redrawn after a move: a row's menu button or drag handle. */
interface FocusTarget {
  rowId: string;
  part: 'menu' | 'handle';
}

function focusRow(target: FocusTarget): void {
  const row = [...document.querySelectorAll<HTMLElement>('[data-row-id]')].find(
    (element) => element.dataset.rowId === target.rowId,
  );
  const control = row?.querySelector<HTMLElement>(
    target.part === 'menu' ? '.tree-row__menu' : '.tree-row__handle',
  );
  (control ?? document.getElementById(MAIN_HEADING))?.focus();
}

/** The tree, its drag and drop (pointer and keyboard), and each row's menu of moves. */
export function PageTree({
  pages,
  menu,
  menuTitle = 'Main navigation',
  canEdit,
  selectedPageId,
  onSave,
  onOpenPage,
  onSettings,
  onDelete,
  onEditLink,
}: PageTreeProps) {
  const nodes = useMemo(() => toNodes(menu), [menu]);
  const unlinked = useMemo(() => unlinkedPages(pages, menu), [pages, menu]);
  const unlinkedIds = useMemo(() => unlinked.map((page) => page.id), [unlinked]);
  const flat = useMemo(() => flatten(nodes), [nodes]);
  const infoOf = useMemo(() => {
    const infos = new Map<string, RowInfo>();
    for (const row of flat) infos.set(row.key, describeLink(row.link, pages));
    for (const page of unlinked) infos.set(unlinkedRowId(page.id), describeLink({ pageId: page.id }, pages));
    return infos;
  }, [flat, unlinked, pages]);

  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [overId, setOverId] = useState<string | undefined>(undefined);
  const [offsetX, setOffsetX] = useState(0);
  // What the announcements read: the rows and offset of the drag in progress (state would lag a render).
  const dragRowsRef = useRef<DragRow[]>([]);
  const offsetRef = useRef(0);
  const infoRef = useRef(infoOf);
  infoRef.current = infoOf;
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;

  const [focusTarget, setFocusTarget] = useState<(FocusTarget & { from: NavNode[] }) | undefined>(undefined);
  useEffect(() => {
    // Once the moved menu is drawn (the save updates it a moment later), and after the row's menu
    // has given focus back to its button, so ours comes last.
    if (focusTarget === undefined || focusTarget.from === nodes) return;
    const frame = requestAnimationFrame(() => {
      focusRow(focusTarget);
      setFocusTarget(undefined);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTarget, nodes]);

  const sensors = useDragSensors(4, treeKeyboardCoordinates);

  const announcements = useMemo(() => {
    const facts: DragFacts = {
      titleOf: (id) =>
        id === UNLINKED_DIVIDER ? 'Not linked' : (infoRef.current.get(String(id))?.title ?? ''),
      landing: (active, over) => {
        const rows = dragRowsRef.current;
        const projection = project(rows, active, over, offsetRef.current, heightOf(nodesRef.current, active));
        if (projection === undefined || projection.section === 'unlinked') return { projection };
        const activeIndex = rows.findIndex((row) => row.id === active);
        const overIndex = rows.findIndex((row) => row.id === over);
        const before = arrayMove(rows, activeIndex, overIndex)[overIndex - 1];
        return { projection, afterId: before?.section === 'main' ? before.id : undefined };
      },
    };
    return treeAnnouncements(facts);
  }, []);

  const rows = dragRows(nodes, unlinkedIds, activeId);
  const projection =
    activeId !== undefined && overId !== undefined
      ? project(rows, activeId, overId, offsetX, heightOf(nodes, activeId))
      : undefined;

  function commit(next: NavNode[], focus?: FocusTarget) {
    // Without a row to go back to (a link removed for good), focus goes to the menu's heading.
    setFocusTarget({ ...(focus ?? { rowId: MAIN_HEADING, part: 'menu' }), from: nodes });
    onSave(next);
  }

  function resetDrag() {
    setActiveId(undefined);
    setOverId(undefined);
    setOffsetX(0);
  }

  function onDragStart({ active }: DragStartEvent) {
    const id = String(active.id);
    dragRowsRef.current = dragRows(nodes, unlinkedIds, id);
    offsetRef.current = 0;
    setActiveId(id);
    setOverId(id);
    setOffsetX(0);
  }

  function onDragMove({ delta }: DragMoveEvent) {
    offsetRef.current = delta.x;
    setOffsetX(delta.x);
  }

  function onDragOver({ over }: DragOverEvent) {
    setOverId(over === null ? undefined : String(over.id));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    resetDrag();
    if (over === null) return;
    const dragged = dragRowsRef.current;
    const landing = project(dragged, active.id, over.id, offsetRef.current, heightOf(nodes, active.id));
    if (landing === undefined) return;
    const next = dropInto(nodes, dragged, active.id, over.id, landing);
    if (next === undefined) return;
    const draggedRow = dragged.find((row) => row.id === active.id);
    const rowId =
      landing.section === 'unlinked'
        ? draggedRow?.section === 'main'
          ? unlinkedOf(nodes, String(active.id))
          : String(active.id)
        : draggedRow?.section === 'unlinked'
          ? `page:${draggedRow.pageId}`
          : String(active.id);
    commit(next, rowId === undefined ? undefined : { rowId, part: 'handle' });
  }

  function act(row: DragRow, info: RowInfo, action: RowAction) {
    const page = info.page;
    switch (action) {
      case 'up':
        return commit(moveUp(nodes, row.id), { rowId: row.id, part: 'menu' });
      case 'down':
        return commit(moveDown(nodes, row.id), { rowId: row.id, part: 'menu' });
      case 'indent':
        return commit(indent(nodes, row.id), { rowId: row.id, part: 'menu' });
      case 'outdent':
        return commit(outdent(nodes, row.id), { rowId: row.id, part: 'menu' });
      case 'remove': {
        const rowId = unlinkedOf(nodes, row.id);
        return commit(removeLink(nodes, row.id), rowId === undefined ? undefined : { rowId, part: 'menu' });
      }
      case 'add':
        if (row.pageId === undefined) return;
        return commit(appendLink(nodes, { pageId: row.pageId }), {
          rowId: `page:${row.pageId}`,
          part: 'menu',
        });
      case 'edit-link':
        return onEditLink(row.id);
      case 'settings':
        return page === undefined ? undefined : onSettings(page);
      case 'delete':
        return page === undefined ? undefined : onDelete(page);
    }
  }

  function actionsOf(row: DragRow, info: RowInfo): { actions: RowAction[]; disabled: RowAction[] } {
    if (!canEdit) return { actions: [], disabled: [] };
    const pageActions: RowAction[] = info.page === undefined ? [] : ['settings'];
    if (info.page !== undefined && !info.page.isHome) pageActions.push('delete');
    if (row.section === 'unlinked') return { actions: ['add', ...pageActions], disabled: [] };
    const link = locate([...nodes], row.id)?.node.link;
    const editable = link !== undefined && link.pageId === undefined && link.collectionId === undefined;
    const moves = moveOptions([...nodes], row.id);
    const disabled = (['up', 'down', 'indent', 'outdent'] as const).filter((move) => !moves[move]);
    return {
      actions: [
        'up',
        'down',
        'indent',
        'outdent',
        'remove',
        ...(editable ? (['edit-link'] as const) : []),
        ...pageActions,
      ],
      disabled,
    };
  }

  const parentTitle = (key: string): string | undefined => {
    const parent = flat.find((row) => row.key === key)?.parentKey;
    return parent === null || parent === undefined ? undefined : infoOf.get(parent)?.title;
  };

  const renderRow = (row: DragRow) => {
    const info = infoOf.get(row.id);
    if (info === undefined) return null;
    const { actions, disabled } = actionsOf(row, info);
    const dropped = row.id === activeId && projection !== undefined;
    const depth = dropped ? projection.depth : row.depth;
    const opens = info.page !== undefined || (canEdit && actions.includes('edit-link'));
    return (
      <PageTreeRow
        key={row.id}
        id={row.id}
        info={info}
        depth={row.section === 'unlinked' && !dropped ? 0 : depth}
        parentTitle={row.section === 'main' ? parentTitle(row.id) : undefined}
        selected={info.page !== undefined && info.page.id === selectedPageId}
        canDrag={canEdit}
        actions={actions}
        disabledActions={disabled}
        onAction={(action) => act(row, info, action)}
        onOpen={
          opens ? () => (info.page !== undefined ? onOpenPage(info.page) : onEditLink(row.id)) : undefined
        }
      />
    );
  };

  const mainRows = rows.filter((row) => row.section === 'main');
  const otherRows = rows.filter((row) => row.section === 'unlinked');
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: TREE_DRAG_INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={resetDrag}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <section className="page-tree" aria-labelledby={MAIN_HEADING}>
          <h2 id={MAIN_HEADING} tabIndex={-1}>
            {menuTitle}
          </h2>
          <ul className="page-tree__list">{mainRows.map(renderRow)}</ul>
          {mainRows.length === 0 ? (
            <p className="empty-state">
              {menuTitle} has no links yet.
              {canEdit ? ' Drag a page here, or choose "Add to navigation" in its menu.' : ''}
            </p>
          ) : null}
        </section>
        <section className="page-tree" aria-labelledby={UNLINKED_HEADING}>
          <UnlinkedHeading />
          <ul className="page-tree__list">{otherRows.map(renderRow)}</ul>
          {otherRows.length === 0 ? <p className="empty-state">Every page is in the navigation.</p> : null}
        </section>
      </SortableContext>
    </DndContext>
  );
}

/** The "Not linked" row a link of the menu becomes once removed, when no other link opens its page. */
function unlinkedOf(nodes: readonly NavNode[], key: string): string | undefined {
  const link = locate([...nodes], key)?.node.link;
  if (link?.pageId === undefined) return undefined;
  const others = flatten(nodes).filter((row) => row.key !== key && row.link.pageId === link.pageId);
  return others.length === 0 ? unlinkedRowId(link.pageId) : undefined;
}

/** The "Not linked" heading: a place to drop on (rows dropped after it leave the menu), never dragged itself. */
function UnlinkedHeading() {
  const { setNodeRef, transform, transition } = useSortable({
    id: UNLINKED_DIVIDER,
    disabled: { draggable: true, droppable: false },
  });
  return (
    <div
      ref={setNodeRef}
      className="page-tree__divider"
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <h2 id={UNLINKED_HEADING}>Not linked</h2>
      <p className="field__help">Pages in no menu: visitors reach them only through a link.</p>
    </div>
  );
}
