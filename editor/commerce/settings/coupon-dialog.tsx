// The coupon dialog: add or edit one coupon (code, kind, amount, minimum, dates in the website's time zone, usage limit, products and categories, enabled), the server's messages beside their fields.
import { COUPONS, type Coupon, type CouponBody } from '../../api/commerce-settings.js';
import { EditorDialog } from '../../ui/dialog.js';
import { CheckboxField, SelectField, TextField } from '../../ui/field.js';
import { toWallClock, wallClockToInstant } from '../../content/zoned-time.js';
import { CouponScopeFields, categoryNames, type ScopedProduct } from './coupon-scope.js';
import { SettingForm } from './setting-form.js';
import type { Editing } from './settings-list-screen.js';
import { centsOf, moneyText, useSettingDraft, wholeOf } from './settings-form.js';

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
  /** Whether only the chosen products and categories get the discount. */
  limited: boolean;
  products: ScopedProduct[];
  categories: string;
  enabled: boolean;
}

/** Where the coupon's money and moments are: the store's currency and the website's time zone. */
export interface CouponPlace {
  currency: string;
  timeZone: string;
}

function draftOf(coupon: Coupon | undefined, { currency, timeZone }: CouponPlace): CouponDraft {
  const scope = coupon?.appliesTo ?? { products: [], categories: [] };
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    percentOff: coupon?.percentOff == null ? '' : String(coupon.percentOff),
    amountOff: moneyText(coupon?.amountOffCents ?? null, currency),
    minSubtotal:
      coupon === undefined || coupon.minSubtotalCents === 0
        ? ''
        : moneyText(coupon.minSubtotalCents, currency),
    startsAt: toWallClock(coupon?.startsAt, timeZone),
    endsAt: toWallClock(coupon?.endsAt, timeZone),
    maxUses: coupon?.maxUses == null ? '' : String(coupon.maxUses),
    limited: scope.products.length > 0 || scope.categories.length > 0,
    products: scope.products.map((id) => ({ id })),
    categories: scope.categories.join(', '),
    enabled: coupon?.enabled ?? true,
  };
}

/** A wall-clock time typed in the website's zone as the instant the server keeps (null when empty). */
function instantOf(wallClock: string, timeZone: string): string | null {
  const text = wallClock.trim();
  if (text === '') return null;
  // A half-typed value goes as typed, for the server to refuse with its message.
  return Number.isNaN(Date.parse(text)) ? text : wallClockToInstant(text, timeZone);
}

/** The body a draft sends. */
export function couponBody(draft: CouponDraft, { currency, timeZone }: CouponPlace): CouponBody {
  return {
    code: draft.code,
    kind: draft.kind,
    percentOff: draft.kind === 'percent' ? wholeOf(draft.percentOff) : null,
    amountOffCents: draft.kind === 'fixed' ? centsOf(draft.amountOff, currency) : null,
    minSubtotalCents: centsOf(draft.minSubtotal, currency) ?? 0,
    startsAt: instantOf(draft.startsAt, timeZone),
    endsAt: instantOf(draft.endsAt, timeZone),
    maxUses: wholeOf(draft.maxUses),
    appliesTo: draft.limited
      ? { products: draft.products.map((product) => product.id), categories: categoryNames(draft.categories) }
      : { products: [], categories: [] },
    enabled: draft.enabled,
  };
}

/** Props of {@link CouponDialog}. */
export interface CouponDialogProps {
  editing: Editing<Coupon>;
  place: CouponPlace;
  onClose: () => void;
}

/** "Add coupon" or "Edit SAVE10". */
export function CouponDialog({ editing, place, onClose }: CouponDialogProps) {
  return (
    <EditorDialog
      title={editing?.item === undefined ? 'Add coupon' : `Edit ${editing.item.code}`}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      {editing !== undefined ? <CouponForm coupon={editing.item} place={place} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function CouponForm({
  coupon,
  place,
  onClose,
}: {
  coupon: Coupon | undefined;
  place: CouponPlace;
  onClose: () => void;
}) {
  const { currency, timeZone } = place;
  const { draft, set, save, fields, leavePrompt } = useSettingDraft(
    COUPONS,
    coupon?.id,
    'coupon',
    () => draftOf(coupon, place),
    (current: CouponDraft) => couponBody(current, place),
    onClose,
  );
  return (
    <SettingForm noun="coupon" save={save} onCancel={onClose} leavePrompt={leavePrompt}>
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
          type="datetime-local"
          value={draft.startsAt}
          onChange={(startsAt) => set({ startsAt })}
          error={fields.startsAt}
          description={`Empty to start now. Times are in ${timeZone}.`}
        />
        <TextField
          label="Ends"
          type="datetime-local"
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
      <CouponScopeFields
        limited={draft.limited}
        products={draft.products}
        categories={draft.categories}
        onChange={set}
        error={fields['appliesTo.categories'] ?? fields['appliesTo.products'] ?? fields.appliesTo}
      />
      <CheckboxField label="Enabled" checked={draft.enabled} onChange={(enabled) => set({ enabled })} />
    </SettingForm>
  );
}
