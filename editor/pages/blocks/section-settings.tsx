// One section's settings: its columns, width, padding and background (none, a colour, or a picture with its focal point).
import { useId, useState } from 'react';
import type { FileView } from '../../../domain/owner-api/files.js';
import {
  CENTRE,
  MAX_COLUMNS,
  SECTION_PADDINGS,
  SECTION_PADDING_LABELS,
  SECTION_WIDTHS,
  SECTION_WIDTH_LABELS,
  type SectionPadding,
  type SectionWidth,
} from '../../../domain/owner-api/section-rules.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import { thumbnailUrl } from '../../content/thumbnail.js';
import { FilePickerDialog } from '../../files/file-picker.js';
import { SelectField, TextField } from '../../ui/field.js';
import { useImageFiles } from './image-files.js';
import type { SectionPatch } from './section-edits.js';

/** Props of {@link SectionSettings}. */
export interface SectionSettingsProps {
  section: Section;
  /** Its place, for the group's name ("Settings of section 2"). */
  number: number;
  onChange: (patch: SectionPatch) => void;
}

const BACKGROUNDS = [
  { value: 'none', label: 'None' },
  { value: 'colour', label: 'Colour' },
  { value: 'image', label: 'Picture' },
];

/** A percentage typed by the owner as a fraction from 0 to 1 (empty or out of range kept within). */
const fraction = (value: string) => Math.min(Math.max(Number(value) || 0, 0), 100) / 100;

/** The settings, shown under the section's header. */
export function SectionSettings({ section, number, onChange }: SectionSettingsProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const images = useImageFiles();
  const { background } = section;
  const file = background.kind === 'image' ? images.fileOf(background.imageId) : undefined;

  function chooseBackground(kind: string) {
    if (kind === background.kind) return;
    if (kind === 'none') onChange({ background: { kind: 'none' } });
    else if (kind === 'colour') onChange({ background: { kind: 'colour', colour: '#1f2a37' } });
    // A picture is set once one is chosen.
    else setPicking(true);
  }

  function pick(files: FileView[]) {
    const chosen = files.find((candidate) => candidate.imageId !== null);
    if (chosen?.imageId == null) return;
    images.remember([chosen]);
    const focalPoint = background.kind === 'image' ? background.focalPoint : CENTRE;
    onChange({ background: { kind: 'image', imageId: chosen.imageId, focalPoint } });
  }

  return (
    <div className="section-settings" role="group" aria-label={`Settings of section ${number}`}>
      <SelectField
        label="Columns"
        value={String(section.columns.length)}
        onChange={(value) => onChange({ columnCount: Number(value) })}
        options={Array.from({ length: MAX_COLUMNS }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
        description="Side by side on wider screens, one under the other on phones."
      />
      <SelectField
        label="Width"
        value={section.width}
        onChange={(value) => onChange({ width: value as SectionWidth })}
        options={SECTION_WIDTHS.map((width) => ({ value: width, label: SECTION_WIDTH_LABELS[width] }))}
      />
      <SelectField
        label="Padding"
        value={section.padding}
        onChange={(value) => onChange({ padding: value as SectionPadding })}
        options={SECTION_PADDINGS.map((padding) => ({
          value: padding,
          label: SECTION_PADDING_LABELS[padding],
        }))}
      />
      <SelectField
        label="Background"
        value={background.kind}
        onChange={chooseBackground}
        options={BACKGROUNDS}
      />
      {background.kind === 'colour' ? (
        <TextField
          label="Background colour"
          type="color"
          value={background.colour}
          onChange={(colour) => onChange({ background: { kind: 'colour', colour } })}
          description="Text on a dark colour turns white."
        />
      ) : null}
      {background.kind === 'image' ? (
        <fieldset className="field-group">
          <legend>Background picture</legend>
          <div className="image-pick__row">
            {file === undefined ? (
              <span className="image-pick__name">A picture is chosen.</span>
            ) : (
              <>
                <img className="image-pick__thumb" src={thumbnailUrl(file.url)} alt={file.name} />
                <span className="image-pick__name">{file.name}</span>
              </>
            )}
            <button type="button" className="button button--small" onClick={() => setPicking(true)}>
              Change picture
            </button>
          </div>
          <p className="field__help" id={`${id}-focal`}>
            The focal point stays in view however the picture is cropped: how far across and down it is.
          </p>
          <div className="section-settings__focal">
            <TextField
              label="Focal point across (%)"
              type="number"
              min={0}
              max={100}
              step={5}
              value={String(Math.round(background.focalPoint.x * 100))}
              onChange={(value) =>
                onChange({
                  background: { ...background, focalPoint: { ...background.focalPoint, x: fraction(value) } },
                })
              }
            />
            <TextField
              label="Focal point down (%)"
              type="number"
              min={0}
              max={100}
              step={5}
              value={String(Math.round(background.focalPoint.y * 100))}
              onChange={(value) =>
                onChange({
                  background: { ...background, focalPoint: { ...background.focalPoint, y: fraction(value) } },
                })
              }
            />
          </div>
        </fieldset>
      ) : null}
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={pick}
        imagesOnly
        title="Choose the background picture"
      />
    </div>
  );
}
