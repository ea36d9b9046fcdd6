// The starting point of a new website, as a group of radio buttons with what each holds.
import { useId } from 'react';
import { STARTING_POINT_LABELS, STARTING_POINTS, type StartingPoint } from '../../domain/starting-points.js';

/** Props of {@link StartingPointField}. */
export interface StartingPointFieldProps {
  value: StartingPoint;
  onChange: (point: StartingPoint) => void;
  error?: string;
}

/** Blank, Shop, Portfolio or Blog. */
export function StartingPointField({ value, onChange, error }: StartingPointFieldProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>Start from</legend>
      {STARTING_POINTS.map((point) => (
        <label key={point} className="field field--radio">
          <input
            type="radio"
            name={name}
            value={point}
            checked={value === point}
            onChange={() => onChange(point)}
          />{' '}
          <strong>{STARTING_POINT_LABELS[point].title}</strong>: {STARTING_POINT_LABELS[point].description}
        </label>
      ))}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
