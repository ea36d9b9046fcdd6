// The product editor's Merchandising panel: restock sign-ups, the low-stock message and its threshold, the sold-out and add-to-cart texts, the restock form's mailing-list opt-in.
import type { ProductMerchandising } from '../../domain/owner-api/product-merchandising.js';
import { STOCKED_KINDS, type ProductKind } from '../../domain/owner-api/product-rules.js';
import { CheckboxField, TextField } from '../ui/field.js';

/** Props of {@link ProductMerchandisingFields}. */
export interface ProductMerchandisingFieldsProps {
  kind: ProductKind;
  value: ProductMerchandising;
  threshold: string;
  onChange: (change: Partial<ProductMerchandising>) => void;
  onThresholdChange: (threshold: string) => void;
  disabled: boolean;
  /** The server's problems by field (`merchandising.scarcityText`, …). */
  fields: Readonly<Record<string, string>>;
}

/** The Merchandising panel; stock-related settings only for kinds that run out. */
export function ProductMerchandisingFields({
  kind,
  value,
  threshold,
  onChange,
  onThresholdChange,
  disabled,
  fields,
}: ProductMerchandisingFieldsProps) {
  const stocked = STOCKED_KINDS.includes(kind);
  return (
    <fieldset className="panel" disabled={disabled}>
      <legend>Merchandising</legend>
      <TextField
        label="Add-to-cart button text"
        value={value.customAddButtonText}
        onChange={(customAddButtonText) => onChange({ customAddButtonText })}
        placeholder="Add To Cart"
        maxLength={40}
        description="Leave empty for the store’s words."
        error={fields['merchandising.customAddButtonText']}
      />
      {stocked ? (
        <>
          <TextField
            label="Sold-out text"
            value={value.customSoldOutText}
            onChange={(customSoldOutText) => onChange({ customSoldOutText })}
            placeholder="Sold Out"
            maxLength={40}
            description="Leave empty for the store’s words."
            error={fields['merchandising.customSoldOutText']}
          />
          <CheckboxField
            label="Restock sign-ups"
            checked={value.restockNotifications}
            onChange={(restockNotifications) => onChange({ restockNotifications })}
            description="Shoppers can leave their email on a sold-out variant and are told when it is back."
          />
          {value.restockNotifications ? (
            <>
              <CheckboxField
                label="Offer the mailing list on the sign-up form"
                checked={value.mailingListSignUpEnabled}
                onChange={(mailingListSignUpEnabled) => onChange({ mailingListSignUpEnabled })}
              />
              {value.mailingListSignUpEnabled ? (
                <CheckboxField
                  label="Ticked to start with"
                  checked={value.mailingListOptInByDefault}
                  onChange={(mailingListOptInByDefault) => onChange({ mailingListOptInByDefault })}
                />
              ) : null}
            </>
          ) : null}
          <CheckboxField
            label="Low-stock message"
            checked={value.scarcityEnabled}
            onChange={(scarcityEnabled) => onChange({ scarcityEnabled })}
            description="Tells shoppers how few are left."
          />
          {value.scarcityEnabled ? (
            <>
              <TextField
                label="Message"
                value={value.scarcityText}
                onChange={(scarcityText) => onChange({ scarcityText })}
                placeholder="Only {qtyInStock} left in stock"
                description="{qtyInStock} is replaced by the count. Leave empty for the store’s message."
                error={fields['merchandising.scarcityText']}
              />
              <TextField
                label="Show at this stock or lower"
                inputMode="numeric"
                value={threshold}
                onChange={onThresholdChange}
                description="Leave empty for the store’s threshold (any limited stock unless the store sets one)."
                error={fields['merchandising.scarcityThreshold']}
              />
              <CheckboxField
                label="Show before a variant is chosen"
                checked={value.scarcityShownByDefault}
                onChange={(scarcityShownByDefault) => onChange({ scarcityShownByDefault })}
              />
            </>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
