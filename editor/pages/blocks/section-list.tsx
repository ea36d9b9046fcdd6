// A page's sections in the block editor: each with its header (settings, move, remove) and its columns of blocks, each column with its own "Add block".
import { useState } from 'react';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import { AddBlockMenu } from './add-block-menu.js';
import type { EditableBlockType } from './block-catalog.js';
import type { BlockAction, BlockMoves } from './block-card.js';
import type { BlockErrors } from './block-errors.js';
import type { SectionPatch } from './section-edits.js';
import { SectionSettings } from './section-settings.js';
import { SortableBlockList } from './sortable-block-list.js';

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
  /** A block dropped at another place of its column. */
  onMoveInColumn: (section: number, column: number, from: number, to: number) => void;
  onAdd: (type: EditableBlockType, place: { section: number; column: number }) => void;
  /** The page holds the most blocks it may. */
  full: boolean;
  onRefused: () => void;
  onSectionChange: (sectionId: string, patch: SectionPatch) => void;
  onSectionMove: (index: number, to: number) => void;
  onSectionRemove: (index: number) => void;
  movesOf: (blockId: string) => BlockMoves;
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

/** The sections, in order. */
export function SectionList(props: SectionListProps) {
  const { sections, readOnly } = props;
  const [settingsOf, setSettingsOf] = useState<string | null>(null);
  return (
    <ol className="section-list">
      {sections.map((section, index) => {
        const number = index + 1;
        const open = settingsOf === section.id;
        return (
          <li
            key={section.id}
            className="section-card"
            data-section-id={section.id}
            aria-labelledby={`section-${section.id}-title`}
          >
            <div className="section-card__header">
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
                    onClick={() => setSettingsOf(open ? null : section.id)}
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
              {section.columns.map((column, at) => {
                const name =
                  section.columns.length === 1
                    ? `Section ${number}`
                    : `Section ${number}, column ${at + 1} of ${section.columns.length}`;
                return (
                  <div key={at} className="section-card__column" role="group" aria-label={name}>
                    {column.blocks.length === 0 ? (
                      <p className="empty-state">No blocks here yet.</p>
                    ) : (
                      <SortableBlockList
                        blocks={column.blocks}
                        openId={props.openId}
                        onToggle={props.onToggle}
                        onAction={props.onAction}
                        onMove={(from, to) => props.onMoveInColumn(index, at, from, to)}
                        onChange={props.onChange}
                        errors={props.errors}
                        readOnly={readOnly}
                        addedId={props.addedId}
                        movesOf={props.movesOf}
                      />
                    )}
                    {readOnly ? null : (
                      <AddBlockMenu
                        onAdd={(type) => props.onAdd(type, { section: index, column: at })}
                        full={props.full}
                        onRefused={props.onRefused}
                        label={`Add block to ${name.charAt(0).toLowerCase()}${name.slice(1)}`}
                      />
                    )}
                  </div>
                );
              })}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
