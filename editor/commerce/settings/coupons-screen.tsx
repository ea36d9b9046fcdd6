// /config/commerce/coupons: the store's coupons in a table, added, edited and deleted by roles with commerce:edit.
import type { ColumnDef } from '@tanstack/react-table';
import { COUPONS, type Coupon } from '../../api/commerce-settings.js';
import { useWebsite } from '../../api/website.js';
import { CouponDialog } from './coupon-dialog.js';
import { moneyText } from './settings-form.js';
import { SettingsListScreen, type settingsFeatures } from './settings-list-screen.js';

/** The discount in words: "10 % off", "5.00 USD off", "Free shipping". */
export function discountText(coupon: Coupon): string {
  if (coupon.kind === 'percent') return `${coupon.percentOff ?? 0} % off`;
  if (coupon.kind === 'fixed')
    return `${moneyText(coupon.amountOffCents ?? 0, coupon.currency)} ${coupon.currency} off`;
  return 'Free shipping';
}

const COLUMNS: ColumnDef<typeof settingsFeatures, Coupon>[] = [
  { id: 'code', header: 'Code', accessorKey: 'code' },
  { id: 'discount', header: 'Discount', accessorFn: discountText },
  {
    id: 'minimum',
    header: 'Minimum',
    accessorFn: (coupon) =>
      coupon.minSubtotalCents === 0
        ? '—'
        : `${moneyText(coupon.minSubtotalCents, coupon.currency)} ${coupon.currency}`,
  },
  {
    id: 'uses',
    header: 'Used',
    accessorFn: (coupon) =>
      coupon.maxUses === null ? String(coupon.timesUsed) : `${coupon.timesUsed} of ${coupon.maxUses}`,
  },
  { id: 'enabled', header: 'Status', accessorFn: (coupon) => (coupon.enabled ? 'Enabled' : 'Disabled') },
];

/** The Coupons screen. */
export function CouponsScreen() {
  const website = useWebsite().data?.website;
  const place = { currency: website?.currency ?? 'USD', timeZone: website?.timeZone ?? 'UTC' };
  return (
    <SettingsListScreen
      kind={COUPONS}
      title="Coupons"
      noun="coupon"
      columns={COLUMNS}
      nameOf={(coupon) => coupon.code}
      empty="No coupons yet."
      dialog={(editing, close) => <CouponDialog editing={editing} place={place} onClose={close} />}
    />
  );
}
