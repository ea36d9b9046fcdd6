// "Add section": a blank section or one of the built-in designs (domain/section-designs.ts), added at the end of the page.
import { useState } from 'react';
import {
  SECTION_DESIGNS,
  SECTION_DESIGN_LABELS,
  type SectionDesign,
} from '../../../domain/section-designs.js';
import { SelectField } from '../../ui/field.js';

/** The choice's value for a blank section. */
const BLANK = 'blank';

/** Props of {@link AddSection}. */
export interface AddSectionProps {
  /** A design, or undefined for a blank section. */
  onAdd: (design: SectionDesign | undefined) => void;
}

/** A native choice of design and the button that adds it (keyboard and screen readers know both best). */
export function AddSection({ onAdd }: AddSectionProps) {
  const [design, setDesign] = useState<string>(BLANK);
  return (
    <div className="add-section">
      <SelectField
        label="New section"
        value={design}
        onChange={setDesign}
        options={[
          { value: BLANK, label: 'Blank' },
          ...SECTION_DESIGNS.map((one) => ({ value: one, label: SECTION_DESIGN_LABELS[one] })),
        ]}
      />
      <button
        type="button"
        className="button"
        onClick={() => onAdd(design === BLANK ? undefined : (design as SectionDesign))}
      >
        Add section
      </button>
    </div>
  );
}
