// "Add section here": an insert point between two sections (and at the page's start and end) whose menu offers a blank section or one of the nine built-in designs (domain/section-designs.ts).
import {
  SECTION_DESIGNS,
  SECTION_DESIGN_LABELS,
  type SectionDesign,
} from '../../../domain/section-designs.js';
import { PressMenu } from '../../ui/press-menu.js';

/** The menu's id for a blank section (a design's id is its name). */
const BLANK = 'blank';

const SECTION_ITEMS = [
  { id: BLANK, label: 'Blank section' },
  ...SECTION_DESIGNS.map((design) => ({ id: design, label: SECTION_DESIGN_LABELS[design] })),
];

/** Where an insert point is, as its button names it (its visible text first): `index` is the place the new section takes. */
export function insertPointLabel(index: number, count: number): string {
  if (count === 0) return 'Insert section';
  if (index === 0) return 'Insert section before section 1';
  if (index >= count) return `Insert section after section ${count}`;
  return `Insert section between sections ${index} and ${index + 1}`;
}

/** Props of {@link InsertSectionMenu}. */
export interface InsertSectionMenuProps {
  /** The place the new section takes (0 first). */
  index: number;
  /** How many sections the page has. */
  count: number;
  /** A design, or undefined for a blank section, at `index`. */
  onInsert: (design: SectionDesign | undefined, index: number) => void;
  /** Opens the menu each time it changes to a number above 0 (the preview's insert point pressed). */
  openSignal?: number;
  /** Told when the menu closes, chosen or not. */
  onClose?: () => void;
  /** The button's accessible name, when not {@link insertPointLabel}'s. */
  label?: string;
}

/** The insert point: a small button with a line either side, and its menu. */
export function InsertSectionMenu({
  index,
  count,
  onInsert,
  openSignal,
  label,
  onClose,
}: InsertSectionMenuProps) {
  return (
    <div className="section-insert">
      <PressMenu
        wrapperClassName="section-insert__menu"
        className="button button--small section-insert__button"
        label={label ?? insertPointLabel(index, count)}
        menuLabel="Section designs"
        items={SECTION_ITEMS}
        onAction={(id) => onInsert(id === BLANK ? undefined : (id as SectionDesign), index)}
        openSignal={openSignal}
        onClose={onClose}
      >
        Insert section
      </PressMenu>
    </div>
  );
}
