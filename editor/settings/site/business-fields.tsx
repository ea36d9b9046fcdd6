// The Site settings' business details: name, address, email and phone (the footer, the contact details and the structured data).
import { TextField } from '../../ui/field.js';
import type { SiteSettingsDraftState } from './use-site-settings-draft.js';

/** Business name, address lines, email and phone. */
export function BusinessFields({ state, disabled }: { state: SiteSettingsDraftState; disabled: boolean }) {
  const { draft, change, fields } = state;
  const address = (part: Partial<typeof draft.address>) => change({ address: { ...draft.address, ...part } });
  return (
    <fieldset className="fieldset">
      <legend>Business</legend>
      <p className="field__help">
        Shown in the footer and given to search engines; with an address, the site describes a local business.
      </p>
      <TextField
        label="Business name"
        value={draft.businessName}
        onChange={(businessName) => change({ businessName })}
        error={fields.businessName}
        disabled={disabled}
        autoComplete="organization"
      />
      <TextField
        label="Street address"
        value={draft.address.addressLine1}
        onChange={(addressLine1) => address({ addressLine1 })}
        error={fields['address.addressLine1']}
        disabled={disabled}
        autoComplete="address-line1"
      />
      <TextField
        label="City, region and postal code"
        value={draft.address.addressLine2}
        onChange={(addressLine2) => address({ addressLine2 })}
        error={fields['address.addressLine2']}
        disabled={disabled}
        autoComplete="address-line2"
      />
      <TextField
        label="Country"
        value={draft.address.addressCountry}
        onChange={(addressCountry) => address({ addressCountry })}
        error={fields['address.addressCountry']}
        disabled={disabled}
        autoComplete="country-name"
      />
      <TextField
        label="Email"
        type="email"
        value={draft.contactEmail}
        onChange={(contactEmail) => change({ contactEmail })}
        error={fields.contactEmail}
        disabled={disabled}
        autoComplete="email"
      />
      <TextField
        label="Phone"
        type="tel"
        value={draft.contactPhone}
        onChange={(contactPhone) => change({ contactPhone })}
        error={fields.contactPhone}
        disabled={disabled}
        autoComplete="tel"
      />
    </fieldset>
  );
}
