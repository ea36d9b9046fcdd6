// Where every crop of a picture is centred: click the picture, or move the point with two sliders (arrow keys).
import { useId, type MouseEvent } from 'react';
import { objectPosition } from '../../domain/images.js';
import type { FocalPoint } from '../../domain/owner-api/files.js';

/** Props of {@link FocalPointPicker}. */
export interface FocalPointPickerProps {
  /** The picture's address (a small width is enough). */
  src: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
}

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));

/**
 * The picture with a marker on its focal point, and beside it how a square and a wide crop keep
 * that point in view. A click on the picture moves the point there; the two sliders ("across",
 * "down", in per cent) do the same by keyboard.
 */
export function FocalPointPicker({ src, value, onChange }: FocalPointPickerProps) {
  const id = useId();
  const position = objectPosition(`${value.x},${value.y}`);

  function pointAt(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  }

  return (
    <fieldset className="focal-point" aria-describedby={`${id}-help`}>
      <legend>Focal point</legend>
      <p className="field__help" id={`${id}-help`}>
        Crops of this picture (square, wide, behind a section) keep this point in view.
      </p>
      <div className="focal-point__stage">
        {/* The pointer shortcut; the sliders below are the keyboard's way to the same place. */}
        <button
          type="button"
          className="focal-point__image-button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={pointAt}
        >
          <img className="focal-point__image" src={src} alt="" />
          <span
            className="focal-point__marker"
            style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
          />
        </button>
        <div className="focal-point__crops" aria-hidden="true">
          <img
            className="focal-point__crop focal-point__crop--square"
            src={src}
            alt=""
            style={{ objectPosition: position }}
          />
          <img
            className="focal-point__crop focal-point__crop--wide"
            src={src}
            alt=""
            style={{ objectPosition: position }}
          />
        </div>
      </div>
      <Slider label="Across" value={value.x} onChange={(x) => onChange({ ...value, x })} />
      <Slider label="Down" value={value.y} onChange={(y) => onChange({ ...value, y })} />
    </fieldset>
  );
}

function Slider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const percent = Math.round(value * 100);
  return (
    <div className="field focal-point__slider">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        aria-valuetext={`${percent}%`}
        onChange={(event) => onChange(clamp(Number(event.target.value) / 100))}
      />
      <output htmlFor={id}>{percent}%</output>
    </div>
  );
}
