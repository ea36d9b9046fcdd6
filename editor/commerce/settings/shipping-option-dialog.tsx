// The shipping option dialog: add or edit one option (name, kind, rate, free-over threshold, countries, regions, weight tiers, estimate, a pickup's address and instructions), the server's messages beside their fields.
import {
  SHIPPING_OPTIONS,
  type ShippingOption,
  type ShippingOptionBody,
} from '../../api/commerce-settings.js';
import { EditorDialog } from '../../ui/dialog.js';
import { CheckboxField, SelectField, TextArea, TextField } from '../../ui/field.js';
import { SettingForm } from './setting-form.js';
import type { Editing } from './settings-list-screen.js';
import { centsOf, fieldError, listOf, moneyText, useSettingDraft } from './settings-form.js';

const KINDS = [
  { value: 'flat', label: 'Flat rate' },
  { value: 'weight', label: 'By weight' },
  { value: 'free', label: 'Free' },
  { value: 'pickup', label: 'Pickup' },
] as const;

interface TierDraft {
  upToOz: string;
  rate: string;
}

/** A pickup address as the checkout shows it: a place name, two lines, a country. */
const PICKUP_FIELDS = [
  { key: 'addressTitle', label: 'Place name' },
  { key: 'addressLine1', label: 'Street address' },
  { key: 'addressLine2', label: 'Town, region and postal code' },
  { key: 'addressCountry', label: 'Country' },
] as const;
type PickupKey = (typeof PICKUP_FIELDS)[number]['key'];

interface ShippingDraft {
  name: string;
  kind: ShippingOption['kind'];
  rate: string;
  freeOver: string;
  countries: string;
  regions: string;
  tiers: TierDraft[];
  deliveryEstimate: string;
  instructions: string;
  pickup: Record<PickupKey, string>;
  enabled: boolean;
}

function draftOf(option: ShippingOption | undefined, currency: string): ShippingDraft {
  return {
    name: option?.name ?? '',
    kind: option?.kind ?? 'flat',
    rate: option === undefined ? '' : moneyText(option.rateCents, currency),
    freeOver: moneyText(option?.freeOverCents ?? null, currency),
    countries: option?.countries.join(', ') ?? '',
    regions: option?.regions.join(', ') ?? '',
    tiers: (option?.weightTiers ?? []).map((tier) => ({
      upToOz: tier.upToOz === null ? '' : String(tier.upToOz),
      rate: moneyText(tier.rateCents, currency),
    })),
    deliveryEstimate: option?.deliveryEstimate ?? '',
    instructions: option?.instructions ?? '',
    pickup: Object.fromEntries(
      PICKUP_FIELDS.map(({ key }) => [key, option?.pickupAddress?.[key] ?? '']),
    ) as Record<PickupKey, string>,
    enabled: option?.enabled ?? true,
  };
}

/** The pickup address typed (its blank parts left out), or null when nothing was typed or it is no pickup. */
function pickupAddressOf(draft: ShippingDraft): Record<string, string> | null {
  if (draft.kind !== 'pickup') return null;
  const parts = PICKUP_FIELDS.map(({ key }) => [key, draft.pickup[key].trim()] as const).filter(
    ([, value]) => value !== '',
  );
  return parts.length === 0 ? null : Object.fromEntries(parts);
}

/** Ounces typed: null for blank (any weight), -1 when it is no number (the server names it). */
function ouncesOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : -1;
}

/** The body a draft sends; the position is kept as it was. */
export function shippingOptionBody(
  draft: ShippingDraft,
  currency: string,
  option: ShippingOption | undefined,
): ShippingOptionBody {
  const usesRate = draft.kind === 'flat' || draft.kind === 'pickup';
  return {
    name: draft.name,
    kind: draft.kind,
    rateCents: usesRate ? (centsOf(draft.rate, currency) ?? 0) : 0,
    freeOverCents:
      draft.kind === 'free' || draft.kind === 'pickup' ? null : centsOf(draft.freeOver, currency),
    countries: listOf(draft.countries),
    regions: listOf(draft.regions),
    weightTiers:
      draft.kind === 'weight'
        ? draft.tiers.map((tier) => ({
            upToOz: ouncesOf(tier.upToOz),
            rateCents: centsOf(tier.rate, currency) ?? 0,
          }))
        : [],
    deliveryEstimate: draft.deliveryEstimate.trim() || null,
    instructions: draft.instructions.trim() || null,
    pickupAddress: pickupAddressOf(draft),
    enabled: draft.enabled,
    position: option?.position ?? 0,
  };
}

/** Props of {@link ShippingOptionDialog}. */
export interface ShippingOptionDialogProps {
  editing: Editing<ShippingOption>;
  currency: string;
  onClose: () => void;
}

/** "Add shipping option" or "Edit Standard". */
export function ShippingOptionDialog({ editing, currency, onClose }: ShippingOptionDialogProps) {
  return (
    <EditorDialog
      title={editing?.item === undefined ? 'Add shipping option' : `Edit ${editing.item.name}`}
      isOpen={editing !== undefined}
      onClose={onClose}
      size="large"
    >
      {editing !== undefined ? (
        <ShippingOptionForm option={editing.item} currency={currency} onClose={onClose} />
      ) : null}
    </EditorDialog>
  );
}

interface FormProps {
  option: ShippingOption | undefined;
  currency: string;
  onClose: () => void;
}

function ShippingOptionForm({ option, currency, onClose }: FormProps) {
  const { draft, set, save, fields, leavePrompt } = useSettingDraft(
    SHIPPING_OPTIONS,
    option?.id,
    'shipping option',
    () => draftOf(option, currency),
    (current: ShippingDraft) => shippingOptionBody(current, currency, option),
    onClose,
  );
  const setTier = (at: number, change: Partial<TierDraft>) =>
    set({ tiers: draft.tiers.map((tier, index) => (index === at ? { ...tier, ...change } : tier)) });
  return (
    <SettingForm noun="shipping option" save={save} onCancel={onClose} leavePrompt={leavePrompt}>
      <TextField
        label="Name"
        value={draft.name}
        onChange={(name) => set({ name })}
        error={fields.name}
        autoFocus
      />
      <SelectField
        label="Kind"
        value={draft.kind}
        onChange={(kind) => set({ kind: kind as ShippingOption['kind'] })}
        options={KINDS}
        error={fields.kind}
      />
      {draft.kind === 'flat' || draft.kind === 'pickup' ? (
        <TextField
          label={`Rate (${currency})`}
          inputMode="decimal"
          value={draft.rate}
          onChange={(rate) => set({ rate })}
          error={fields.rateCents}
        />
      ) : null}
      {draft.kind === 'weight' ? (
        <fieldset className="field-group">
          <legend>Weight tiers, lightest first</legend>
          {fieldError(fields, 'weightTiers') !== undefined ? (
            <p className="field__error">{fieldError(fields, 'weightTiers')}</p>
          ) : null}
          {draft.tiers.map((tier, at) => (
            <div className="field-row" key={at}>
              <TextField
                label={`Tier ${at + 1} up to (oz)`}
                inputMode="decimal"
                value={tier.upToOz}
                onChange={(upToOz) => setTier(at, { upToOz })}
                description="Empty for any weight."
              />
              <TextField
                label={`Tier ${at + 1} rate (${currency})`}
                inputMode="decimal"
                value={tier.rate}
                onChange={(rate) => setTier(at, { rate })}
              />
              <button
                type="button"
                className="button button--small"
                aria-label={`Remove tier ${at + 1}`}
                onClick={() => set({ tiers: draft.tiers.filter((_tier, index) => index !== at) })}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button--small"
            onClick={() => set({ tiers: [...draft.tiers, { upToOz: '', rate: '' }] })}
          >
            Add tier
          </button>
        </fieldset>
      ) : null}
      {draft.kind === 'flat' || draft.kind === 'weight' ? (
        <TextField
          label={`Free over (${currency})`}
          inputMode="decimal"
          value={draft.freeOver}
          onChange={(freeOver) => set({ freeOver })}
          error={fields.freeOverCents}
          description="Orders over this subtotal ship free. Empty for never."
        />
      ) : null}
      <div className="field-row">
        <TextField
          label="Countries"
          value={draft.countries}
          onChange={(countries) => set({ countries })}
          error={fieldError(fields, 'countries')}
          description="Two-letter codes, separated by commas (US, CA). Empty for everywhere."
        />
        <TextField
          label="Regions"
          value={draft.regions}
          onChange={(regions) => set({ regions })}
          error={fieldError(fields, 'regions')}
          description="Such as US-ME, separated by commas. Empty for the whole countries."
        />
      </div>
      <TextField
        label="Delivery estimate"
        value={draft.deliveryEstimate}
        onChange={(deliveryEstimate) => set({ deliveryEstimate })}
        error={fields.deliveryEstimate}
        description="Shown at checkout, such as 3–5 business days."
      />
      {draft.kind === 'pickup' ? (
        <fieldset className="field-group">
          <legend>Pickup address</legend>
          {PICKUP_FIELDS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              value={draft.pickup[key]}
              onChange={(value) => set({ pickup: { ...draft.pickup, [key]: value } })}
              error={fields[`pickupAddress.${key}`]}
            />
          ))}
        </fieldset>
      ) : null}
      {draft.kind === 'pickup' ? (
        <TextArea
          label="Pickup instructions"
          value={draft.instructions}
          onChange={(instructions) => set({ instructions })}
          error={fields.instructions}
        />
      ) : null}
      <CheckboxField label="Enabled" checked={draft.enabled} onChange={(enabled) => set({ enabled })} />
    </SettingForm>
  );
}
