// The options part of the variant editing dialog: option names and their values (one per line or comma), from which every combination becomes a variant.
import { useState } from 'react';
import {
  MAX_OPTIONS,
  MAX_VARIANTS,
  PRODUCT_MESSAGES,
  variantCombinations,
  type ProductOption,
} from '../../domain/owner-api/product-rules.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { TextField } from '../ui/field.js';

interface OptionDraft {
  name: string;
  values: string;
}

const valuesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The problems of the options as typed, by field (`0.name`, `1.values`). */
export function optionProblems(options: readonly OptionDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  options.forEach((option, index) => {
    const name = option.name.trim().toLowerCase();
    if (name === '') problems[`${index}.name`] = PRODUCT_MESSAGES.optionNameRequired;
    else if (seen.has(name)) problems[`${index}.name`] = PRODUCT_MESSAGES.optionNameRepeated;
    seen.add(name);
    const values = valuesOf(option.values);
    if (values.length === 0) problems[`${index}.values`] = PRODUCT_MESSAGES.optionValuesRequired;
    else if (new Set(values).size !== values.length)
      problems[`${index}.values`] = PRODUCT_MESSAGES.optionValueRepeated;
  });
  return problems;
}

/** Props of {@link OptionsDialog}. */
export interface OptionsDialogProps {
  isOpen: boolean;
  options: readonly ProductOption[];
  onClose: () => void;
  /** The new options; the product's variants are regenerated from them. */
  onSave: (options: ProductOption[]) => void;
}

/** "Options and variants": add, rename and remove options and their values; shows how many variants they make. */
export function OptionsDialog({ isOpen, options, onClose, onSave }: OptionsDialogProps) {
  return (
    <EditorDialog title="Options and variants" isOpen={isOpen} onClose={onClose} size="large">
      {isOpen ? <OptionsForm initial={options} onCancel={onClose} onSave={onSave} /> : null}
    </EditorDialog>
  );
}

function OptionsForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: readonly ProductOption[];
  onCancel: () => void;
  onSave: (options: ProductOption[]) => void;
}) {
  const [drafts, setDrafts] = useState<OptionDraft[]>(
    initial.map((option) => ({ name: option.name, values: option.values.join(', ') })),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const parsed = drafts.map((draft) => ({
    name: draft.name.trim(),
    values: [...new Set(valuesOf(draft.values))],
  }));
  const count = variantCombinations(parsed.filter((option) => option.values.length > 0)).length;
  const edit = (index: number, change: Partial<OptionDraft>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));

  function save(event: React.FormEvent) {
    event.preventDefault();
    const found = optionProblems(drafts);
    setProblems(found);
    if (Object.keys(found).length === 0 && count <= MAX_VARIANTS) onSave(parsed);
  }

  return (
    <form onSubmit={save} noValidate>
      <div className="dialog__content">
        <p className="field__help">
          Each option (Size, Colour…) lists its values. Every combination of values becomes a variant with its
          own SKU, price and stock.
        </p>
        {drafts.map((draft, index) => (
          <fieldset key={index} className="option-fieldset">
            <legend>Option {index + 1}</legend>
            <div className="field-row">
              <TextField
                label={`Option ${index + 1} name`}
                value={draft.name}
                onChange={(name) => edit(index, { name })}
                error={problems[`${index}.name`]}
              />
              <TextField
                label={`Option ${index + 1} values`}
                value={draft.values}
                onChange={(values) => edit(index, { values })}
                error={problems[`${index}.values`]}
                description="Separated by commas: S, M, L"
              />
            </div>
            <button
              type="button"
              className="button button--small"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}
            >
              Remove option
            </button>
          </fieldset>
        ))}
        {drafts.length < MAX_OPTIONS ? (
          <button
            type="button"
            className="button"
            onClick={() => setDrafts((current) => [...current, { name: '', values: '' }])}
          >
            Add option
          </button>
        ) : null}
        <p role="status" className="field__help">
          {count === 1 ? 'These options make 1 variant.' : `These options make ${count} variants.`}
        </p>
        {count > MAX_VARIANTS ? <Alert tone="error">{PRODUCT_MESSAGES.tooManyVariants}</Alert> : null}
      </div>
      <DialogFormActions onCancel={onCancel} submitLabel="Make variants" />
    </form>
  );
}
