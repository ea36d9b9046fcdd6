// One tweak of a theme as a form field: a colour picker beside its text for colours, a slider beside its text for values with a range, a checkbox for on/off, a list for a dropdown, a picture chooser beside its address for images, a text field otherwise (font declarations); each with its reset.
import { useId, useState } from 'react';
import type { ThemeTweak } from '../../domain/owner-api/themes.js';
import { rangeValue, tweakRange } from '../../domain/theme-tweak-range.js';
import { FilePickerDialog } from '../files/file-picker.js';
import { CheckboxField, SelectField, TextField } from '../ui/field.js';
import { parseHex } from './colour-formats.js';

/** The words a checkbox tweak's default is written in, so a change is written the same way. */
const CHECKBOX_WORDS: readonly [string, string][] = [
  ['true', 'false'],
  ['on', 'off'],
  ['yes', 'no'],
  ['1', '0'],
];

function checkboxWords(fallback: string): [string, string] {
  const text = fallback.trim().toLowerCase();
  return CHECKBOX_WORDS.find((pair) => pair.includes(text)) ?? CHECKBOX_WORDS[0];
}

/** Props of {@link ThemeTweakField}. */
export interface ThemeTweakFieldProps {
  tweak: ThemeTweak;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A tweak's field, what it defaults to, and "Reset to default". */
export function ThemeTweakField({ tweak, value, onChange, error, disabled = false }: ThemeTweakFieldProps) {
  const id = useId();
  const title = tweak.label === '' ? tweak.name : tweak.label;
  const description = `${tweakTarget(tweak)}, ${tweak.declaredAt}. Default: ${tweak.default === '' ? 'none' : tweak.default}`;
  const options = Array.isArray(tweak.options.options) ? tweak.options.options.map(String) : [];
  return (
    <div className={`theme-tweak theme-tweak--${tweak.type}`}>
      {tweak.type === 'checkbox' ? (
        <CheckboxTweak title={title} tweak={tweak} value={value} onChange={onChange} disabled={disabled} />
      ) : tweak.type === 'dropdown' && options.length > 0 ? (
        <SelectField
          label={title}
          value={value}
          options={options.map((option) => ({ value: option, label: option }))}
          error={error}
          description={description}
          disabled={disabled}
          onChange={onChange}
        />
      ) : (
        <div className="theme-tweak__inputs">
          {tweak.type === 'color' ? (
            <input
              id={`${id}-picker`}
              type="color"
              className="theme-tweak__swatch"
              aria-label={`${title}: pick a colour`}
              value={colourInputValue(value)}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : null}
          {tweak.type === 'value' ? (
            <RangeTweak title={title} tweak={tweak} value={value} onChange={onChange} disabled={disabled} />
          ) : null}
          <TextField
            label={title}
            value={value}
            maxLength={200}
            error={error}
            description={description}
            disabled={disabled}
            onChange={onChange}
          />
          {tweak.type === 'image' ? (
            <ImageTweak title={title} onChange={onChange} disabled={disabled} />
          ) : null}
        </div>
      )}
      {tweak.type === 'checkbox' && error !== undefined ? <p className="field__error">{error}</p> : null}
      <button
        type="button"
        className="button button--small theme-tweak__reset"
        disabled={disabled || value === tweak.default}
        onClick={() => onChange(tweak.default)}
      >
        Reset to default <span className="visually-hidden">({title})</span>
      </button>
    </div>
  );
}

/** What each tweak's control is given: its title, the tweak, its value now, and where a change goes. */
interface TweakControlProps {
  title: string;
  tweak: ThemeTweak;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** A value tweak's slider, when its comment gives a range: moving it writes the value with the range's units. */
function RangeTweak({ title, tweak, value, onChange, disabled }: TweakControlProps) {
  const range = tweakRange(tweak);
  if (range === undefined) return null;
  const number = Number.parseFloat(value);
  return (
    <input
      type="range"
      className="theme-tweak__slider"
      aria-label={`${title}: slide from ${range.min} to ${range.max}${range.units}`}
      min={range.min}
      max={range.max}
      step={range.step}
      value={Number.isFinite(number) ? Math.min(range.max, Math.max(range.min, number)) : range.min}
      disabled={disabled}
      onChange={(event) => onChange(rangeValue(range, Number(event.target.value)))}
    />
  );
}

/** An image tweak's "Choose picture…": the file manager as a picker, its address written in the field. */
function ImageTweak({
  title,
  onChange,
  disabled,
}: {
  title: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={disabled}
        onClick={() => setPicking(true)}
      >
        Choose picture… <span className="visually-hidden">({title})</span>
      </button>
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={(files) => {
          const file = files[0];
          if (file !== undefined) onChange(file.url);
        }}
        title={`Choose a picture for ${title}`}
      />
    </>
  );
}

function CheckboxTweak({ title, tweak, value, onChange, disabled }: TweakControlProps) {
  const [on, off] = checkboxWords(tweak.default);
  return (
    <CheckboxField
      label={title}
      checked={value.trim().toLowerCase() === on}
      disabled={disabled}
      description={`${tweakTarget(tweak)}, ${tweak.declaredAt}. Default: ${tweak.default}`}
      onChange={(checked) => onChange(checked ? on : off)}
    />
  );
}

/** What the tweak sets: its LESS variable, its body class, or its rule. */
function tweakTarget(tweak: ThemeTweak): string {
  if (tweak.kind === 'variable') return `@${tweak.name}`;
  if (tweak.kind === 'class') return `body class ${tweak.classBase ?? tweak.name}`;
  return `.${tweak.name}`;
}

/** What a colour input can show of a tweak's text: its `#rrggbb`, or black for what is not a hex colour. */
function colourInputValue(text: string): string {
  const parsed = parseHex(text);
  return 'hex' in parsed ? parsed.hex.toLowerCase() : '#000000';
}
