// The colour picker of SPEC §2 ("hex, RGB, HSL, alpha"): react-colorful's area and sliders, and the same colour typed in the format chosen.
import { useEffect, useId, useState } from 'react';
import { RgbaColorPicker, type RgbaColor } from 'react-colorful';
import type { DesignColour } from '../../domain/owner-api/design-rules.js';
import { hexOf, hslOf, parseAlphaPercent, parseHex, parseHsl, parseRgb, rgbOf } from './colour-formats.js';

/** The formats a colour may be typed in. */
export const COLOUR_FORMATS = ['hex', 'rgb', 'hsl'] as const;
type ColourFormat = (typeof COLOUR_FORMATS)[number];
const FORMAT_LABELS: Record<ColourFormat, string> = { hex: 'Hex', rgb: 'RGB', hsl: 'HSL' };

/** The texts of the fields for `colour` in `format`. */
function textsOf(colour: DesignColour, format: ColourFormat): string[] {
  const rgb = rgbOf(colour.hex);
  if (format === 'hex') return [colour.hex];
  if (format === 'rgb') return [rgb.red, rgb.green, rgb.blue].map(String);
  const hsl = hslOf(rgb);
  return [hsl.hue, hsl.saturation, hsl.lightness].map(String);
}

/** The colour the fields hold, or what is wrong with them. */
function parseTexts(texts: string[], format: ColourFormat): { hex: string } | { problem: string } {
  if (format === 'hex') return parseHex(texts[0] ?? '');
  const three = [texts[0] ?? '', texts[1] ?? '', texts[2] ?? ''] as [string, string, string];
  return format === 'rgb' ? parseRgb(three) : parseHsl(three);
}

const FIELD_LABELS: Record<ColourFormat, string[]> = {
  hex: ['Hex'],
  rgb: ['Red', 'Green', 'Blue'],
  hsl: ['Hue', 'Saturation (%)', 'Lightness (%)'],
};

/** Props of {@link ColourPicker}. */
export interface ColourPickerProps {
  /** What the colour is for ("Accent"): names the group. */
  label: string;
  value: DesignColour;
  onChange: (colour: DesignColour) => void;
  /** Read-only: the fields show the colour, nothing changes it. */
  disabled?: boolean;
}

/** Picks one colour: drag in the area and sliders, or type it as hex, RGB or HSL, with its alpha. */
export function ColourPicker({ label, value, onChange, disabled = false }: ColourPickerProps) {
  const id = useId();
  const [format, setFormat] = useState<ColourFormat>('hex');
  const [texts, setTexts] = useState(() => textsOf(value, format));
  const [alphaText, setAlphaText] = useState(String(Math.round(value.alpha * 100)));
  const [problem, setProblem] = useState<string | undefined>();
  const [alphaProblem, setAlphaProblem] = useState<string | undefined>();

  // A colour chosen elsewhere (the sliders, a reset) rewrites the fields; what the owner is typing stays.
  useEffect(() => {
    const typedNow = parseTexts(texts, format);
    if (!('hex' in typedNow) || typedNow.hex !== value.hex) {
      setTexts(textsOf(value, format));
      setProblem(undefined);
    }
  }, [value.hex]); // only when the colour changes
  useEffect(() => {
    setTexts(textsOf(value, format));
    setProblem(undefined);
  }, [format]); // a new format shows the colour in it
  useEffect(() => {
    const typedNow = parseAlphaPercent(alphaText);
    if (!('alpha' in typedNow) || typedNow.alpha !== value.alpha) {
      setAlphaText(String(Math.round(value.alpha * 100)));
      setAlphaProblem(undefined);
    }
  }, [value.alpha]);

  const rgb = rgbOf(value.hex);
  const picked: RgbaColor = { r: rgb.red, g: rgb.green, b: rgb.blue, a: value.alpha };

  function typed(at: number, text: string) {
    const next = texts.map((old, index) => (index === at ? text : old));
    setTexts(next);
    const parsed = parseTexts(next, format);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(undefined);
    if (parsed.hex !== value.hex) onChange({ hex: parsed.hex, alpha: value.alpha });
  }

  function typedAlpha(text: string) {
    setAlphaText(text);
    const parsed = parseAlphaPercent(text);
    if ('problem' in parsed) {
      setAlphaProblem(parsed.problem);
      return;
    }
    setAlphaProblem(undefined);
    if (parsed.alpha !== value.alpha) onChange({ hex: value.hex, alpha: parsed.alpha });
  }

  const problemId = `${id}-problem`;
  const alphaProblemId = `${id}-alpha-problem`;
  return (
    <fieldset className="colour-picker" disabled={disabled}>
      <legend className="colour-picker__legend">{label}</legend>
      {disabled ? null : (
        <RgbaColorPicker
          color={picked}
          onChange={(colour) =>
            onChange({
              hex: hexOf({ red: colour.r, green: colour.g, blue: colour.b }),
              alpha: Math.round(colour.a * 100) / 100,
            })
          }
        />
      )}
      <div className="colour-picker__formats" role="radiogroup" aria-label={`${label}: format`}>
        {COLOUR_FORMATS.map((option) => (
          <label key={option} className="colour-picker__format">
            <input
              type="radio"
              name={`${id}-format`}
              value={option}
              checked={format === option}
              onChange={() => setFormat(option)}
            />
            {FORMAT_LABELS[option]}
          </label>
        ))}
      </div>
      <div className="colour-picker__fields">
        {FIELD_LABELS[format].map((fieldLabel, index) => (
          <label key={`${format}-${fieldLabel}`} className="colour-picker__field">
            <span>{fieldLabel}</span>
            <input
              className="field__input"
              value={texts[index] ?? ''}
              inputMode={format === 'hex' ? 'text' : 'numeric'}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => typed(index, event.target.value)}
            />
          </label>
        ))}
        <label className="colour-picker__field">
          <span>Alpha (%)</span>
          <input
            className="field__input"
            value={alphaText}
            inputMode="numeric"
            aria-invalid={alphaProblem ? true : undefined}
            aria-describedby={alphaProblem ? alphaProblemId : undefined}
            onChange={(event) => typedAlpha(event.target.value)}
          />
        </label>
      </div>
      {problem ? (
        <p className="field__error" id={problemId}>
          {problem}
        </p>
      ) : null}
      {alphaProblem ? (
        <p className="field__error" id={alphaProblemId}>
          {alphaProblem}
        </p>
      ) : null}
    </fieldset>
  );
}
