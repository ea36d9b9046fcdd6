// The site palette: each colour's swatch, and the colour picker for the one chosen.
import { useState } from 'react';
import {
  colourCss,
  PALETTE,
  type DesignSettings,
  type PaletteKey,
} from '../../domain/owner-api/design-rules.js';
import { ColourPicker } from './colour-picker.js';

/** Props of {@link ColourPanel}. */
export interface ColourPanelProps {
  colours: DesignSettings['colours'];
  onChange: (key: PaletteKey, colour: DesignSettings['colours'][PaletteKey]) => void;
  /** A role that may only look: the palette shows, the picker is read-only. */
  disabled?: boolean;
}

/** The palette and one picker. */
export function ColourPanel({ colours, onChange, disabled = false }: ColourPanelProps) {
  const [editing, setEditing] = useState<PaletteKey>('accent');
  const entry = PALETTE.find((item) => item.key === editing) ?? PALETTE[0];
  return (
    <div className="colour-panel">
      <ul className="colour-panel__palette" aria-label="Site palette">
        {PALETTE.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="colour-panel__swatch"
              aria-pressed={item.key === editing}
              onClick={() => setEditing(item.key)}
            >
              <span
                className="colour-panel__chip"
                aria-hidden="true"
                style={{ background: colourCss(colours[item.key]) }}
              />
              <span>{item.label}</span> <span className="field__help">{colourCss(colours[item.key])}</span>
            </button>
          </li>
        ))}
      </ul>
      <ColourPicker
        key={entry.key}
        label={entry.label}
        value={colours[entry.key]}
        disabled={disabled}
        onChange={(colour) => onChange(entry.key, colour)}
      />
    </div>
  );
}
