// The Site settings' time zone, currency and language, with what a change of currency does to the store's prices.
import { CURRENCIES } from '../../../domain/currencies.js';
import { CURATED_LANGUAGES, languageName } from '../../../domain/site-languages.js';
import { timeZoneChoices } from '../../../domain/time-zones.js';
import { SelectField } from '../../ui/field.js';
import type { SiteSettingsDraftState } from './use-site-settings-draft.js';

const CURRENCY_OPTIONS = Object.values(CURRENCIES)
  .map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` }))
  .sort((a, b) => a.value.localeCompare(b.value));

/** "3 product variants" and the like, of what holds a price in the store's currency. */
function pricedText(use: SiteSettingsDraftState['saved']['currencyInUse']): string {
  const parts = [
    [use.variants, 'product variant'],
    [use.shippingOptions, 'shipping option'],
    [use.coupons, 'coupon'],
  ]
    .filter(([count]) => Number(count) > 0)
    .map(([count, name]) => `${count} ${name}${count === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** Time zone, currency and language. */
export function RegionFields({ state, disabled }: { state: SiteSettingsDraftState; disabled: boolean }) {
  const { draft, saved, change, fields } = state;
  const zones = timeZoneChoices();
  if (!zones.includes(draft.timeZone)) zones.unshift(draft.timeZone);
  const languages = CURATED_LANGUAGES.map((language) => ({ value: language.tag, label: language.name }));
  if (!languages.some((language) => language.value === draft.language))
    languages.unshift({ value: draft.language, label: languageName(draft.language) });
  const priced = pricedText(saved.currencyInUse);
  return (
    <fieldset className="fieldset">
      <legend>Time, money and language</legend>
      <SelectField
        label="Time zone"
        value={draft.timeZone}
        onChange={(timeZone) => change({ timeZone })}
        options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        error={fields.timeZone}
        disabled={disabled}
        description="Dates on the site, orders and analytics days follow it."
      />
      <SelectField
        label="Currency"
        value={draft.currency}
        onChange={(currency) => change({ currency })}
        options={CURRENCY_OPTIONS}
        error={fields.currency}
        disabled={disabled}
        description={
          priced === ''
            ? 'The currency of the store’s prices.'
            : `The prices of ${priced} are in ${saved.currency}. A new currency keeps their amounts (nothing is converted); orders keep theirs.`
        }
      />
      <SelectField
        label="Language"
        value={draft.language}
        onChange={(language) => change({ language })}
        options={languages}
        error={fields.language}
        disabled={disabled}
        description="The site’s primary language; others are added under Languages."
      />
    </fieldset>
  );
}
