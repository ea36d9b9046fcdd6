// The variant editing dialog: one variant's SKU, price, sale price, stock or unlimited, weight and picture (one of the product's), checked before it is kept.
import { useState } from 'react';
import {
  combinationLabel,
  type ProductKind,
  type ProductOption,
} from '../../domain/owner-api/product-rules.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { variantProblems, type ProductPicture, type VariantDraft } from './product-form.js';
import { VariantPictureField } from './variant-picture-field.js';

/** Props of {@link VariantDialog}. */
export interface VariantDialogProps {
  /** The variant being edited, or undefined when the dialog is closed. */
  variant: VariantDraft | undefined;
  options: readonly ProductOption[];
  kind: ProductKind;
  currency: string;
  /** The product's pictures as the form holds them: the variant's picture is one of them. */
  pictures?: readonly ProductPicture[];
  /** Problems the server named for this variant (by field: sku, price…). */
  serverErrors?: Record<string, string>;
  onClose: () => void;
  onSave: (variant: VariantDraft) => void;
}

/** "Edit variant M / Red": its fields, kept in the product's form by "Done" (the product's Save sends them). */
export function VariantDialog({
  variant,
  options,
  kind,
  currency,
  pictures = [],
  serverErrors,
  onClose,
  onSave,
}: VariantDialogProps) {
  const label = variant === undefined ? '' : combinationLabel(options, variant.attributes);
  return (
    <EditorDialog title={`Edit variant ${label}`} isOpen={variant !== undefined} onClose={onClose}>
      {variant !== undefined ? (
        <VariantForm
          initial={variant}
          kind={kind}
          currency={currency}
          pictures={pictures}
          serverErrors={serverErrors ?? {}}
          onCancel={onClose}
          onSave={onSave}
        />
      ) : null}
    </EditorDialog>
  );
}

/** The problem keys each field's change settles (the server names prices in cents). */
const SETTLES: Readonly<Record<string, readonly string[]>> = {
  price: ['price', 'priceCents', 'salePrice', 'salePriceCents'],
  salePrice: ['salePrice', 'salePriceCents'],
  onSale: ['salePrice', 'salePriceCents'],
  unlimited: ['stock'],
  imageUrl: [],
};

/** `problems` without those about the `changed` fields. */
export function withoutProblemsOf(
  problems: Readonly<Record<string, string>>,
  changed: readonly string[],
): Record<string, string> {
  const settled = new Set(changed.flatMap((field) => SETTLES[field] ?? [field]));
  return Object.fromEntries(Object.entries(problems).filter(([key]) => !settled.has(key)));
}

interface VariantFormProps {
  initial: VariantDraft;
  kind: ProductKind;
  currency: string;
  pictures: readonly ProductPicture[];
  serverErrors: Record<string, string>;
  onCancel: () => void;
  onSave: (variant: VariantDraft) => void;
}

function VariantForm({
  initial,
  kind,
  currency,
  pictures,
  serverErrors,
  onCancel,
  onSave,
}: VariantFormProps) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>(serverErrors);
  // A field's problem goes as soon as the field changes: it was about the old value (checked again on Done).
  const set = (change: Partial<VariantDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems((current) => withoutProblemsOf(current, Object.keys(change)));
  };
  const stocked = kind === 'physical' || kind === 'service';

  function save(event: React.FormEvent) {
    event.preventDefault();
    const found = variantProblems(stocked ? draft : { ...draft, unlimited: true }, currency);
    setProblems(found);
    if (Object.keys(found).length === 0) onSave(draft);
  }

  return (
    <form onSubmit={save} noValidate>
      <div className="dialog__content">
        <TextField
          label="SKU"
          value={draft.sku}
          onChange={(sku) => set({ sku })}
          error={problems.sku}
          autoFocus
        />
        <div className="field-row">
          <TextField
            label={`Price (${currency})`}
            inputMode="decimal"
            value={draft.price}
            onChange={(price) => set({ price })}
            error={problems.price ?? problems.priceCents}
          />
          <TextField
            label={`Sale price (${currency})`}
            inputMode="decimal"
            value={draft.salePrice}
            onChange={(salePrice) => set({ salePrice })}
            error={problems.salePrice ?? problems.salePriceCents}
          />
        </div>
        <CheckboxField label="On sale" checked={draft.onSale} onChange={(onSale) => set({ onSale })} />
        {stocked ? (
          <div className="field-row">
            <TextField
              label="Stock"
              inputMode="numeric"
              value={draft.stock}
              disabled={draft.unlimited}
              onChange={(stock) => set({ stock })}
              error={problems.stock}
            />
            <CheckboxField
              label="Unlimited"
              checked={draft.unlimited}
              onChange={(unlimited) => set({ unlimited })}
            />
          </div>
        ) : (
          <p className="field__help">Digital products and gift cards never run out.</p>
        )}
        {kind === 'physical' ? (
          <TextField
            label="Weight"
            inputMode="decimal"
            value={draft.weight}
            onChange={(weight) => set({ weight })}
            error={problems.weight}
            description="For shipping rates, in the store's weight unit."
          />
        ) : null}
        <VariantPictureField
          pictures={pictures}
          imageId={draft.imageId}
          imageUrl={draft.imageUrl}
          onChange={(picture) => set({ imageId: picture?.id ?? null, imageUrl: picture?.url ?? null })}
          error={problems.imageId}
        />
      </div>
      <DialogFormActions onCancel={onCancel} submitLabel="Done" />
    </form>
  );
}
