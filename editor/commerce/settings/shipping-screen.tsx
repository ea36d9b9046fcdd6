// /config/commerce/shipping: the store's shipping options in a table, added, edited and deleted by roles with commerce:edit.
import type { ColumnDef } from '@tanstack/react-table';
import { SHIPPING_OPTIONS, type ShippingOption } from '../../api/commerce-settings.js';
import { useWebsite } from '../../api/website.js';
import { moneyText } from './settings-form.js';
import { SettingsListScreen, type settingsFeatures } from './settings-list-screen.js';
import { ShippingOptionDialog } from './shipping-option-dialog.js';

const KIND_LABELS: Record<ShippingOption['kind'], string> = {
  flat: 'Flat rate',
  weight: 'By weight',
  free: 'Free',
  pickup: 'Pickup',
};

/** The price in words: "7.50 USD", "3 weight tiers", "Free". */
export function shippingRateText(option: ShippingOption): string {
  if (option.kind === 'free') return 'Free';
  if (option.kind === 'weight')
    return option.weightTiers.length === 1 ? '1 weight tier' : `${option.weightTiers.length} weight tiers`;
  return `${moneyText(option.rateCents, option.currency)} ${option.currency}`;
}

const COLUMNS: ColumnDef<typeof settingsFeatures, ShippingOption>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'kind', header: 'Kind', accessorFn: (option) => KIND_LABELS[option.kind] },
  { id: 'rate', header: 'Rate', accessorFn: shippingRateText },
  {
    id: 'freeOver',
    header: 'Free over',
    accessorFn: (option) =>
      option.freeOverCents === null
        ? '—'
        : `${moneyText(option.freeOverCents, option.currency)} ${option.currency}`,
  },
  {
    id: 'where',
    header: 'Where',
    accessorFn: (option) =>
      option.countries.length === 0 && option.regions.length === 0
        ? 'Everywhere'
        : [...option.countries, ...option.regions].join(', '),
  },
  { id: 'enabled', header: 'Status', accessorFn: (option) => (option.enabled ? 'Enabled' : 'Disabled') },
];

/** The Shipping screen. */
export function ShippingScreen() {
  const currency = useWebsite().data?.website.currency ?? 'USD';
  return (
    <SettingsListScreen
      kind={SHIPPING_OPTIONS}
      title="Shipping options"
      noun="shipping option"
      columns={COLUMNS}
      nameOf={(option) => option.name}
      empty="No shipping options yet: checkout cannot ship physical products."
      dialog={(editing, close) => (
        <ShippingOptionDialog editing={editing} currency={currency} onClose={close} />
      )}
    />
  );
}
