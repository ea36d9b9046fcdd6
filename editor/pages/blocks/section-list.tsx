// A page's sections in the block editor: each with its header (drag handle, settings, move, remove) and its columns of blocks, each column with its own "Add block"; blocks drag between columns and sections, sections drag into another order, and an insert point between sections adds one.
import {
  closestCenter,
  DndContext,
  pointerWithin,
  useDndContext,
  useDroppable,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import type { SectionDesign } from '../../../domain/section-designs.js';
import { useDragSensors } from '../../ui/use-sortable-list.js';
import { AddBlockMenu } from './add-block-menu.js';
import { BLOCK_LABELS, type EditableBlockType } from './block-catalog.js';
import type { BlockAction, BlockDragData, BlockMoves } from './block-card.js';
import type { BlockErrors } from './block-errors.js';
import { InsertSectionMenu } from './insert-section-menu.js';
import { placeOf, type BlockPlace, type SectionPatch } from './section-edits.js';
import { SectionSettings } from './section-settings.js';
import { BlockCardList } from './sortable-block-list.js';
import { DragHandle } from '../../ui/drag-handle.js';

/** Props of {@link SectionList}. */
export interface SectionListProps {
  sections: readonly Section[];
  readOnly: boolean;
  openId: string | null;
  addedId: string | null;
  errors: BlockErrors;
  onToggle: (blockId: string) => void;
  onAction: (blockId: string, action: BlockAction) => void;
  onChange: (blockId: string, patch: Partial<Block>, field?: string) => void;
  /** A block dropped (or moved "to…") at `place`, in its column or another; `say` is false for a drop, which the drag and drop kit announces. */
  onBlockMove: (blockId: string, place: BlockPlace, say: boolean) => void;
  onAdd: (type: EditableBlockType, place: { section: number; column: number }) => void;
  /** The page holds the most blocks it may. */
  full: boolean;
  onRefused: () => void;
  onSectionChange: (sectionId: string, patch: SectionPatch) => void;
  /** A section moved by its buttons (`say`) or dropped (announced by the kit). */
  onSectionMove: (index: number, to: number, say?: boolean) => void;
  onSectionRemove: (index: number) => void;
  /** A section of `design` (undefined: blank) inserted at `index`. */
  onSectionInsert: (design: SectionDesign | undefined, index: number) => void;
  /** The insert point the preview asked to open, and a count that changes each time it asks. */
  insertMenu: { index: number; signal: number } | null;
  /** Told when an insert point's menu closes. */
  onInsertMenuClose: () => void;
  movesOf: (blockId: string) => BlockMoves;
}

/** What a section's drag tells the list. */
interface SectionDragData {
  kind: 'section';
  index: number;
}

/** What a column's drop area tells the list: where it is, and how many blocks it holds. */
interface ColumnDropData {
  kind: 'column';
  section: number;
  column: number;
  count: number;
}

type DragData = BlockDragData | SectionDragData | ColumnDropData;

const dataOf = (item: Active | Over | DroppableContainer | null): DragData | undefined =>
  (item?.data.current as DragData | undefined) ?? undefined;

/** A section's id as a drag item (blocks' ids are their own). */
const sectionItem = (section: Section) => `section:${section.id}`;

/**
 * Where a dragged block may land: on blocks and on empty columns (a column with blocks takes a
 * block dropped below its last one through its area, with a pointer); a section only on sections.
 */
function targets(active: Active | null, containers: DroppableContainer[], pointer: boolean) {
  const kind = dataOf(active)?.kind;
  return containers.filter((container) => {
    const data = dataOf(container);
    if (kind === 'section') return data?.kind === 'section';
    return data?.kind === 'block' || (data?.kind === 'column' && (pointer || data.count === 0));
  });
}

/**
 * A block goes to the column under the pointer, beside its nearest block there; by keyboard, to
 * the nearest block or empty column. A section goes to the nearest section.
 */
const collisions: CollisionDetection = (args) => {
  const kind = dataOf(args.active)?.kind;
  if (kind === 'section' || args.pointerCoordinates === null)
    return closestCenter({
      ...args,
      droppableContainers: targets(args.active, args.droppableContainers, false),
    });
  const all = targets(args.active, args.droppableContainers, true);
  const columns = pointerWithin({
    ...args,
    droppableContainers: all.filter((container) => dataOf(container)?.kind === 'column'),
  });
  const column = columns[0]?.data?.droppableContainer as DroppableContainer | undefined;
  const where = dataOf(column ?? null);
  if (where?.kind !== 'column')
    return closestCenter({
      ...args,
      droppableContainers: all.filter((one) => dataOf(one)?.kind === 'block'),
    });
  const inColumn = all.filter((container) => {
    const data = dataOf(container);
    return data?.kind === 'block' && data.section === where.section && data.column === where.column;
  });
  return inColumn.length === 0
    ? columns.slice(0, 1)
    : closestCenter({ ...args, droppableContainers: inColumn });
};

/** The keyboard moves a picked-up block or section among the places it may land (as {@link collisions}). */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const allowed = targets(args.context.active, all.getEnabled(), false);
  // The sortable getter reads the droppables through these two (a Map's own methods need the Map itself).
  const narrowed = {
    getEnabled: () => allowed,
    get: (id: Parameters<typeof all.get>[0]) => all.get(id),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: narrowed },
  });
};

/** A column's list shifts only while the block is over its own list (not while over another column). */
const columnStrategy: SortingStrategy = (args) =>
  args.overIndex === -1 ? null : verticalListSortingStrategy(args);

/** Where a block dropped on `over` goes. */
export function dropPlace(
  sections: readonly Section[],
  activeId: string,
  over: Over,
  below: boolean,
): BlockPlace | undefined {
  const from = placeOf(sections, activeId);
  const data = dataOf(over);
  if (from === undefined || data === undefined) return undefined;
  if (data.kind === 'column')
    return {
      section: data.section,
      column: data.column,
      index: sections[data.section]?.columns[data.column]?.blocks.length ?? 0,
    };
  if (data.kind !== 'block') return undefined;
  const to = placeOf(sections, String(over.id));
  if (to === undefined) return undefined;
  // In its own column the block takes the place of the one it is dropped on (as a sortable list does).
  if (to.section === from.section && to.column === from.column) return to;
  return { ...to, index: to.index + (below ? 1 : 0) };
}

/** A place as people read it: "section 2, column 1, position 3". */
export function placeText(sections: readonly Section[], place: BlockPlace): string {
  const section = sections[place.section];
  const column = section === undefined || section.columns.length === 1 ? '' : `, column ${place.column + 1}`;
  return `section ${place.section + 1}${column}, position ${place.index + 1}`;
}

/** Whether the dragged item's middle is below `over`'s. */
function isBelow(active: Active, over: Over): boolean {
  const rect = active.rect.current.translated;
  if (rect === null) return false;
  return rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2;
}

/** What screen readers hear as a block or section is dragged. */
function announcements(sections: readonly Section[]): Announcements {
  const nameOf = (active: Active) => {
    const data = dataOf(active);
    if (data?.kind === 'section') return `Section ${data.index + 1}`;
    const place = placeOf(sections, String(active.id));
    const block =
      place === undefined ? undefined : sections[place.section].columns[place.column].blocks[place.index];
    return block === undefined ? 'The block' : `${BLOCK_LABELS[block.type]} block`;
  };
  const whereOf = (active: Active, over: Over): string => {
    const data = dataOf(active);
    if (data?.kind === 'section') {
      const to = dataOf(over);
      return to?.kind === 'section' ? `position ${to.index + 1} of ${sections.length}` : 'its place';
    }
    const place = dropPlace(sections, String(active.id), over, isBelow(active, over));
    return place === undefined ? 'its place' : placeText(sections, place);
  };
  const startOf = (active: Active): string => {
    const data = dataOf(active);
    if (data?.kind === 'section') return `position ${data.index + 1} of ${sections.length}`;
    const place = placeOf(sections, String(active.id));
    return place === undefined ? 'its place' : placeText(sections, place);
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active)} at ${startOf(active)}.`,
    onDragOver: ({ active, over }) =>
      over === null ? undefined : `${nameOf(active)} is over ${whereOf(active, over)}.`,
    onDragEnd: ({ active, over }) =>
      over === null
        ? `${nameOf(active)} was dropped back.`
        : `${nameOf(active)} was dropped at ${whereOf(active, over)}.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${nameOf(active)} is back at ${startOf(active)}.`,
  };
}

const DRAG_INSTRUCTIONS =
  'To move a block or a section, press Space or Enter to pick it up, the arrow keys to move it (left and right go to the columns beside), Space or Enter to drop it, or Escape to cancel.';

/** The sections, in order, with an insert point before the first and after each. */
export function SectionList(props: SectionListProps) {
  const { sections, readOnly } = props;
  const [settingsOf, setSettingsOf] = useState<string | null>(null);
  const sensors = useDragSensors(4, keyboardCoordinates);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over === null) return;
    const data = dataOf(active);
    if (data?.kind === 'section') {
      const to = dataOf(over);
      if (to?.kind === 'section' && to.index !== data.index) props.onSectionMove(data.index, to.index, false);
      return;
    }
    const place = dropPlace(sections, String(active.id), over, isBelow(active, over));
    const from = placeOf(sections, String(active.id));
    if (place === undefined || from === undefined) return;
    if (place.section === from.section && place.column === from.column && place.index === from.index) return;
    props.onBlockMove(String(active.id), place, false);
  }

  const insertPoint = (index: number) =>
    readOnly ? null : (
      <InsertSectionMenu
        index={index}
        count={sections.length}
        onInsert={props.onSectionInsert}
        openSignal={props.insertMenu?.index === index ? props.insertMenu.signal : 0}
        onClose={props.onInsertMenuClose}
      />
    );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(sections),
        screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      }}
    >
      {insertPoint(0)}
      <SortableContext items={sections.map(sectionItem)} strategy={verticalListSortingStrategy}>
        <ol className="section-list">
          {sections.map((section, index) => (
            <SectionCard
              key={section.id}
              {...props}
              section={section}
              index={index}
              settingsOpen={settingsOf === section.id}
              onSettingsToggle={() => setSettingsOf(settingsOf === section.id ? null : section.id)}
              insertAfter={insertPoint(index + 1)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** A short line on what a section looks like, under its heading. */
function sectionSummary(section: Section): string {
  const columns = section.columns.length === 1 ? 'One column' : `${section.columns.length} columns`;
  const background =
    section.background.kind === 'none'
      ? ''
      : section.background.kind === 'colour'
        ? ', on a colour'
        : ', on a picture';
  return `${columns}${section.width === 'full' ? ', full bleed' : ''}${background}`;
}

interface SectionCardProps extends SectionListProps {
  section: Section;
  index: number;
  settingsOpen: boolean;
  onSettingsToggle: () => void;
  /** The insert point after this section. */
  insertAfter: ReactNode;
}

/** One section: a sortable card, dragged by its handle. */
function SectionCard(props: SectionCardProps) {
  const { section, index, sections, readOnly, settingsOpen: open } = props;
  const number = index + 1;
  const data: SectionDragData = { kind: 'section', index };
  const sortable = useSortable({ id: sectionItem(section), disabled: readOnly, data });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`section-card${sortable.isDragging ? ' section-card--dragging' : ''}`}
      data-section-id={section.id}
      aria-labelledby={`section-${section.id}-title`}
    >
      <div className="section-card__header">
        {readOnly ? null : (
          <DragHandle sortable={sortable} label={`Drag to move: section ${number} of ${sections.length}`} />
        )}
        <h3 className="section-card__title" id={`section-${section.id}-title`}>
          Section {number}
        </h3>
        <p className="section-card__summary">{sectionSummary(section)}</p>
        {readOnly ? null : (
          <div className="section-card__actions">
            <button
              type="button"
              className="button button--small"
              aria-expanded={open}
              onClick={props.onSettingsToggle}
              data-action="section-settings"
            >
              Section settings
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move section ${number} up`}
              aria-disabled={index === 0 || undefined}
              onClick={() => (index === 0 ? undefined : props.onSectionMove(index, index - 1))}
              data-action="section-up"
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move section ${number} down`}
              aria-disabled={index === sections.length - 1 || undefined}
              onClick={() =>
                index === sections.length - 1 ? undefined : props.onSectionMove(index, index + 1)
              }
              data-action="section-down"
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => props.onSectionRemove(index)}
              aria-label={`Remove section ${number}`}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {open && !readOnly ? (
        <SectionSettings
          section={section}
          number={number}
          onChange={(patch) => props.onSectionChange(section.id, patch)}
        />
      ) : null}
      <div className={`section-card__columns section-card__columns--${section.columns.length}`}>
        {section.columns.map((column, at) => (
          <SectionColumn key={at} {...props} blocks={column.blocks} column={at} />
        ))}
      </div>
      {props.insertAfter}
    </li>
  );
}

interface SectionColumnProps extends SectionCardProps {
  blocks: readonly Block[];
  column: number;
}

/** One column: a drop area and a sortable list of its blocks, then its "Add block". */
function SectionColumn(props: SectionColumnProps) {
  const { section, index, column, blocks, readOnly } = props;
  const number = index + 1;
  const name =
    section.columns.length === 1
      ? `Section ${number}`
      : `Section ${number}, column ${column + 1} of ${section.columns.length}`;
  const data: ColumnDropData = { kind: 'column', section: index, column, count: blocks.length };
  const droppable = useDroppable({ id: `column:${section.id}:${column}`, data, disabled: readOnly });
  const { active, over } = useDndContext();
  const overData = dataOf(over);
  const targeted =
    dataOf(active)?.kind === 'block' &&
    (overData?.kind === 'block' || overData?.kind === 'column') &&
    overData.section === index &&
    overData.column === column;
  return (
    <div
      ref={droppable.setNodeRef}
      className={`section-card__column${targeted ? ' section-card__column--target' : ''}`}
      role="group"
      aria-label={name}
    >
      <SortableContext items={blocks.map((block) => block.id)} strategy={columnStrategy}>
        {blocks.length === 0 ? (
          <p className="empty-state">No blocks here yet.</p>
        ) : (
          <BlockCardList
            blocks={blocks}
            openId={props.openId}
            onToggle={props.onToggle}
            onAction={props.onAction}
            onChange={props.onChange}
            errors={props.errors}
            readOnly={readOnly}
            addedId={props.addedId}
            movesOf={props.movesOf}
            onMoveTo={(blockId, to) => {
              const [toSection, toColumn] = to.split(':').map(Number);
              const length = props.sections[toSection]?.columns[toColumn]?.blocks.length;
              if (length === undefined) return;
              props.onBlockMove(blockId, { section: toSection, column: toColumn, index: length }, true);
            }}
            place={{ section: index, column }}
          />
        )}
      </SortableContext>
      {readOnly ? null : (
        <AddBlockMenu
          onAdd={(type) => props.onAdd(type, { section: index, column })}
          full={props.full}
          onRefused={props.onRefused}
          label={`Add block to ${name.charAt(0).toLowerCase()}${name.slice(1)}`}
        />
      )}
    </div>
  );
}

/** The columns a block at `place` may be moved "to…": every other column of the page, by name. */
export function placesFor(
  sections: readonly Section[],
  from: BlockPlace | undefined,
): { id: string; label: string }[] {
  return sections.flatMap((section, at) =>
    section.columns.flatMap((_, column) =>
      from !== undefined && from.section === at && from.column === column
        ? []
        : [
            {
              id: `${at}:${column}`,
              label:
                section.columns.length === 1
                  ? `Section ${at + 1}`
                  : `Section ${at + 1}, column ${column + 1} of ${section.columns.length}`,
            },
          ],
    ),
  );
}
