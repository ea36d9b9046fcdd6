// A developer-platform theme's `value` tweak as a slider: the range its tweak comment gives (`min`, `max`, `step`, `units`), shared by the server's checks and the Theme styles panel's control.

/** What a tweak needs to have a range: its type, the value written in the stylesheet and the comment's options. */
export interface RangedTweak {
  type: string;
  default: string;
  options: Readonly<Record<string, unknown>>;
}

/** A value tweak's slider: its `min`, `max` and `step` as the comment gives them, and the units of its values (`units`, else the default's: `px`). */
export interface TweakRange {
  min: number;
  max: number;
  step: number;
  units: string;
}

/** The slider of a `value` tweak whose comment gives a numeric `min` and `max`; undefined otherwise. */
export function tweakRange(tweak: RangedTweak): TweakRange | undefined {
  if (tweak.type !== 'value') return undefined;
  const { min, max, step, units } = tweak.options;
  const number = (given: unknown) =>
    typeof given === 'number' ? given : typeof given === 'string' ? Number.parseFloat(given) : Number.NaN;
  const [low, high, by] = [number(min), number(max), number(step)];
  if (!Number.isFinite(low) || !Number.isFinite(high) || low > high) return undefined;
  const unitOfDefault = /^-?\d*\.?\d+([a-z%]*)$/i.exec(tweak.default.trim())?.[1] ?? '';
  return {
    min: low,
    max: high,
    step: Number.isFinite(by) && by > 0 ? by : 1,
    units: typeof units === 'string' && /^[a-z%]{0,4}$/i.test(units) ? units : unitOfDefault,
  };
}

/** `number` written with the range's units, to the step's precision (`1200px`, `1.5em`). */
export function rangeValue(range: TweakRange, number: number): string {
  const decimals = (String(range.step).split('.')[1] ?? '').length;
  return `${Number(number.toFixed(decimals))}${range.units}`;
}
