// /config/commerce/settings: the store's switches (express checkout, the installment badge, a minimum order subtotal, quantities for services) and its add-to-cart button text in one form.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  COMMERCE_SETTINGS_KEYS,
  changeStoreSettings,
  useStoreSettings,
  type StoreSettings,
} from '../../api/commerce-settings.js';
import { useCan, useWebsite } from '../../api/website.js';
import { CheckboxField, TextField } from '../../ui/field.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { useFormSubmit } from '../../ui/use-form-submit.js';
import { CommerceNav } from '../commerce-nav.js';
import { centsOf, moneyText } from './settings-form.js';
import { SaveNotices, useSaveNotice } from '../../ui/settings-screen.js';

/** The Store settings screen. */
export function StoreSettingsScreen() {
  const settings = useStoreSettings();
  const currency = useWebsite().data?.website.currency ?? 'USD';
  return (
    <div className="commerce-screen">
      <CommerceNav />
      <div className="toolbar">
        <h1>Store settings</h1>
      </div>
      {settings.isPending ? (
        <Loading label="Loading store settings…" />
      ) : settings.data === undefined ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <StoreSettingsForm initial={settings.data} currency={currency} />
      )}
    </div>
  );
}

/** Why a typed minimum is refused before it is sent. */
export const MINIMUM_MESSAGE = 'Enter the minimum as an amount, such as 25.00, or leave it empty.';

interface StoreSettingsDraft {
  expressCheckout: boolean;
  installmentsEnabled: boolean;
  minimumOrderSubtotal: string;
  multipleQuantityAllowedForServices: boolean;
  addToCartButtonText: string;
}

/** What the form sends: every setting (a blank minimum is none). */
export function storeSettingsBody(draft: StoreSettingsDraft, currency: string): StoreSettings {
  return {
    expressCheckout: draft.expressCheckout,
    installmentsEnabled: draft.installmentsEnabled,
    minimumOrderSubtotalCents: centsOf(draft.minimumOrderSubtotal, currency),
    multipleQuantityAllowedForServices: draft.multipleQuantityAllowedForServices,
    addToCartButtonText: draft.addToCartButtonText.trim() === '' ? null : draft.addToCartButtonText.trim(),
  };
}

function StoreSettingsForm({ initial, currency }: { initial: StoreSettings; currency: string }) {
  const canEdit = useCan('commerce:edit');
  const queryClient = useQueryClient();
  const notice = useSaveNotice('store settings');
  const [draft, setDraft] = useState<StoreSettingsDraft>(() => ({
    expressCheckout: initial.expressCheckout,
    installmentsEnabled: initial.installmentsEnabled,
    minimumOrderSubtotal: moneyText(initial.minimumOrderSubtotalCents, currency),
    multipleQuantityAllowedForServices: initial.multipleQuantityAllowedForServices,
    addToCartButtonText: initial.addToCartButtonText ?? '',
  }));
  const set = (change: Partial<StoreSettingsDraft>) => {
    notice.markEdited();
    setDraft((current) => ({ ...current, ...change }));
  };
  const [minimumProblem, setMinimumProblem] = useState<string | undefined>();
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const now = await changeStoreSettings(storeSettingsBody(draft, currency));
      queryClient.setQueryData(COMMERCE_SETTINGS_KEYS.store, now);
      // The Merchandising screen shows the same add-to-cart text.
      void queryClient.invalidateQueries({ queryKey: COMMERCE_SETTINGS_KEYS.merchandising });
      notice.markSaved();
    },
    {
      ready: () => {
        const bad = centsOf(draft.minimumOrderSubtotal, currency) === -1;
        setMinimumProblem(bad ? MINIMUM_MESSAGE : undefined);
        return !bad;
      },
    },
  );
  const fields = error?.fields ?? {};
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {notice.leavePrompt}
      <SaveNotices subject="store settings" error={error} saved={notice.saved} />
      <CheckboxField
        label="Express checkout"
        checked={draft.expressCheckout}
        disabled={!canEdit}
        onChange={(expressCheckout) => set({ expressCheckout })}
        description="Adding to the cart on a product page goes straight to checkout."
      />
      <CheckboxField
        label="Show the installment badge"
        checked={draft.installmentsEnabled}
        disabled={!canEdit}
        onChange={(installmentsEnabled) => set({ installmentsEnabled })}
        description="Product pages may offer paying in installments, where it is supported."
      />
      <CheckboxField
        label="Quantities for services"
        checked={draft.multipleQuantityAllowedForServices}
        disabled={!canEdit}
        onChange={(multipleQuantityAllowedForServices) => set({ multipleQuantityAllowedForServices })}
        description="Service items get a quantity input."
      />
      <TextField
        label={`Minimum order subtotal (${currency})`}
        inputMode="decimal"
        value={draft.minimumOrderSubtotal}
        disabled={!canEdit}
        onChange={(minimumOrderSubtotal) => set({ minimumOrderSubtotal })}
        error={minimumProblem ?? fields.minimumOrderSubtotalCents}
        description="Checkout refuses a smaller subtotal. Leave empty for no minimum."
      />
      <TextField
        label="Add to cart button text"
        value={draft.addToCartButtonText}
        maxLength={50}
        disabled={!canEdit}
        onChange={(addToCartButtonText) => set({ addToCartButtonText })}
        error={fields.addToCartButtonText}
        description="Shown on every product's button unless the product has its own text. Leave empty for “Add To Cart”."
      />
      {canEdit ? (
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
