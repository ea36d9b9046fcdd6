// The coupon dialog: add or edit one coupon (code, kind, amount, minimum, dates, usage limit, enabled), the server's messages beside their fields.
import { useState } from 'react';
import { COUPONS, type Coupon, type CouponBody } from '../../api/commerce-settings.js';
import { Alert } from '../../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../../ui/dialog.js';
import { CheckboxField, SelectField, TextField } from '../../ui/field.js';
import type { Editing } from './settings-list-screen.js';
import { centsOf, moneyText, useSaveSetting, wholeOf } from './settings-form.js';

const KINDS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off' },
  { value: 'free-shipping', label: 'Free shipping' },
] as const;

interface CouponDraft {
  code: string;
  kind: Coupon['kind'];
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  enabled: boolean;
}

function draftOf(coupon: Coupon | undefined, currency: string): CouponDraft {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    percentOff: coupon?.percentOff == null ? '' : String(coupon.percentOff),
    amountOff: moneyText(coupon?.amountOffCents ?? null, currency),
    minSubtotal:
      coupon === undefined || coupon.minSubtotalCents === 0
        ? ''
        : moneyText(coupon.minSubtotalCents, currency),
    startsAt: coupon?.startsAt ?? '',
    endsAt: coupon?.endsAt ?? '',
    maxUses: coupon?.maxUses == null ? '' : String(coupon.maxUses),
    enabled: coupon?.enabled ?? true,
  };
}

/** The body a draft sends; the coupon's product and category scope is kept as it was. */
export function couponBody(draft: CouponDraft, currency: string, coupon: Coupon | undefined): CouponBody {
  return {
    code: draft.code,
    kind: draft.kind,
    percentOff: draft.kind === 'percent' ? wholeOf(draft.percentOff) : null,
    amountOffCents: draft.kind === 'fixed' ? centsOf(draft.amountOff, currency) : null,
    minSubtotalCents: centsOf(draft.minSubtotal, currency) ?? 0,
    startsAt: draft.startsAt.trim() || null,
    endsAt: draft.endsAt.trim() || null,
    maxUses: wholeOf(draft.maxUses),
    appliesTo: coupon?.appliesTo ?? { products: [], categories: [] },
    enabled: draft.enabled,
  };
}

/** Props of {@link CouponDialog}. */
export interface CouponDialogProps {
  editing: Editing<Coupon>;
  currency: string;
  onClose: () => void;
}

/** "Add coupon" or "Edit SAVE10". */
export function CouponDialog({ editing, currency, onClose }: CouponDialogProps) {
  return (
    <EditorDialog
      title={editing?.item === undefined ? 'Add coupon' : `Edit ${editing.item.code}`}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      {editing !== undefined ? (
        <CouponForm coupon={editing.item} currency={currency} onClose={onClose} />
      ) : null}
    </EditorDialog>
  );
}

function CouponForm({
  coupon,
  currency,
  onClose,
}: {
  coupon: Coupon | undefined;
  currency: string;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(coupon, currency));
  const set = (change: Partial<CouponDraft>) => setDraft((current) => ({ ...current, ...change }));
  const { submit, busy, error } = useSaveSetting(
    COUPONS,
    coupon?.id,
    () => couponBody(draft, currency, coupon),
    coupon === undefined ? 'The coupon was added.' : 'The coupon was saved.',
    onClose,
  );
  const fields = error?.fields ?? {};
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="dialog__content">
        {error !== undefined ? (
          <Alert tone="error" title="The coupon was not saved">
            {error.message}
          </Alert>
        ) : null}
        <TextField
          label="Code"
          value={draft.code}
          onChange={(code) => set({ code })}
          error={fields.code}
          autoFocus
        />
        <SelectField
          label="Discount"
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as Coupon['kind'] })}
          options={KINDS}
          error={fields.kind}
        />
        {draft.kind === 'percent' ? (
          <TextField
            label="Percent off"
            inputMode="numeric"
            value={draft.percentOff}
            onChange={(percentOff) => set({ percentOff })}
            error={fields.percentOff}
          />
        ) : null}
        {draft.kind === 'fixed' ? (
          <TextField
            label={`Amount off (${currency})`}
            inputMode="decimal"
            value={draft.amountOff}
            onChange={(amountOff) => set({ amountOff })}
            error={fields.amountOffCents}
          />
        ) : null}
        <TextField
          label={`Minimum subtotal (${currency})`}
          inputMode="decimal"
          value={draft.minSubtotal}
          onChange={(minSubtotal) => set({ minSubtotal })}
          error={fields.minSubtotalCents}
          description="Leave empty for no minimum."
        />
        <div className="field-row">
          <TextField
            label="Starts"
            value={draft.startsAt}
            onChange={(startsAt) => set({ startsAt })}
            error={fields.startsAt}
            description="Such as 2026-12-01T00:00:00Z; empty to start now."
          />
          <TextField
            label="Ends"
            value={draft.endsAt}
            onChange={(endsAt) => set({ endsAt })}
            error={fields.endsAt}
            description="Empty for no end."
          />
        </div>
        <TextField
          label="Usage limit"
          inputMode="numeric"
          value={draft.maxUses}
          onChange={(maxUses) => set({ maxUses })}
          error={fields.maxUses}
          description={`Empty for no limit.${coupon === undefined ? '' : ` Used ${coupon.timesUsed} times so far.`}`}
        />
        <CheckboxField label="Enabled" checked={draft.enabled} onChange={(enabled) => set({ enabled })} />
      </div>
      <DialogFormActions onCancel={onClose} submitLabel="Save coupon" busy={busy} busyLabel="Saving…" />
    </form>
  );
}
