// One tweak variable of a theme's LESS as a form field: a colour picker beside its text for colours, a checkbox for on/off, a text field otherwise; each with its reset.
import { useId } from 'react';
import type { ThemeTweak } from '../../domain/owner-api/themes.js';
import { CheckboxField, TextField } from '../ui/field.js';
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
  const title = tweak.title === '' ? tweak.name : tweak.title;
  const description = `@${tweak.name}, ${tweak.declaredAt}. Default: ${tweak.default}`;
  return (
    <div className={`theme-tweak theme-tweak--${tweak.type}`}>
      {tweak.type === 'checkbox' ? (
        <CheckboxTweak title={title} tweak={tweak} value={value} onChange={onChange} disabled={disabled} />
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
          <TextField
            label={title}
            value={value}
            maxLength={200}
            error={error}
            description={description}
            disabled={disabled}
            onChange={onChange}
          />
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

function CheckboxTweak({
  title,
  tweak,
  value,
  onChange,
  disabled,
}: {
  title: string;
  tweak: ThemeTweak;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const [on, off] = checkboxWords(tweak.default);
  return (
    <CheckboxField
      label={title}
      checked={value.trim().toLowerCase() === on}
      disabled={disabled}
      description={`@${tweak.name}, ${tweak.declaredAt}. Default: ${tweak.default}`}
      onChange={(checked) => onChange(checked ? on : off)}
    />
  );
}

/** What a colour input can show of a tweak's text: its `#rrggbb`, or black for what is not a hex colour. */
function colourInputValue(text: string): string {
  const parsed = parseHex(text);
  return 'hex' in parsed ? parsed.hex.toLowerCase() : '#000000';
}
