// The names a form's inputs post under, and the answers read back from them (the same for a plain post and the island).
import { FIELD_PARTS, isMultiPart } from '../form-values.js';
import type { FormFieldSpec } from './form-fields.js';

/** The parts a multi-part field shows: a phone leaves its country part out (SPEC §3: three parts). */
export function shownParts(type: string): readonly string[] {
  if (!isMultiPart(type)) return [];
  return type === 'phone' ? FIELD_PARTS.phone.slice(1) : FIELD_PARTS[type];
}

/** The input name of one part of a multi-part field: `name-first`, `address-zip`. */
export function partInputName(fieldId: string, part: string): string {
  return `${fieldId}-${part.toLowerCase()}`;
}

/** The radio group name of a likert survey's question `index` (from 0): `survey-1`. */
export function likertInputName(fieldId: string, index: number): string {
  return `${fieldId}-${index + 1}`;
}

/**
 * A form's answers (field id → raw value, as the JSON `form` text carries them) from its posted
 * inputs; `read(name)` gives every value posted under `name`. Multi-part fields give their parts
 * in order, checkboxes every checked value, a likert survey question → answer for the answered
 * questions, everything else its first value. Sections give nothing.
 */
export function answersFromInputs(
  fields: readonly FormFieldSpec[],
  read: (name: string) => readonly string[],
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    if (isMultiPart(field.type)) {
      answers[field.id] = shownParts(field.type).map((part) => read(partInputName(field.id, part))[0] ?? '');
    } else if (field.type === 'checkbox') {
      answers[field.id] = [...read(field.id)];
    } else if (field.type === 'likert') {
      const survey: Record<string, string> = {};
      field.questions.forEach((question, index) => {
        const answer = read(likertInputName(field.id, index))[0];
        if (answer !== undefined && answer !== '') survey[question] = answer;
      });
      answers[field.id] = survey;
    } else {
      answers[field.id] = read(field.id)[0] ?? '';
    }
  }
  return answers;
}
