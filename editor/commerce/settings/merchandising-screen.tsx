// /config/commerce/merchandising: the store-wide merchandising defaults (restock sign-ups for new products, the low-stock threshold and message, sold-out and add-to-cart texts, related products) and the checkout's mailing-list opt-in, in one form.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  COMMERCE_SETTINGS_KEYS,
  replaceStoreMerchandising,
  useStoreMerchandising,
  type StoreMerchandising,
} from '../../api/commerce-settings.js';
import { useBuiltInLists } from '../../api/mailing-lists.js';
import { useCan } from '../../api/website.js';
import { DEFAULT_LOW_STOCK_TEXT } from '../../../domain/owner-api/product-merchandising.js';
import { MAILING_LIST_MESSAGES } from '../../../domain/owner-api/mailing-list-rules.js';
import {
  MAX_OPT_IN_LABEL,
  MAX_STORE_BUTTON_TEXT,
  STORE_MERCHANDISING_MESSAGES,
} from '../../../domain/owner-api/store-merchandising.js';
import { MAX_BUTTON_TEXT } from '../../../domain/owner-api/product-merchandising.js';
import { Alert } from '../../ui/alert.js';
import { CheckboxField, SelectField, TextField } from '../../ui/field.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { useFormSubmit } from '../../ui/use-form-submit.js';
import { SaveNotices, useSaveNotice } from '../../ui/settings-screen.js';
import { CommerceNav } from '../commerce-nav.js';

/** The Merchandising screen. */
export function MerchandisingScreen() {
  const merchandising = useStoreMerchandising();
  return (
    <div className="commerce-screen">
      <CommerceNav />
      <div className="toolbar">
        <h1>Merchandising</h1>
      </div>
      <p className="field__help">
        What every product shows unless it sets its own in the product’s Merchandising panel.
      </p>
      {merchandising.isPending ? (
        <Loading label="Loading the merchandising defaults…" />
      ) : merchandising.data === undefined ? (
        <LoadError error={merchandising.error} onRetry={() => void merchandising.refetch()} />
      ) : (
        <MerchandisingForm initial={merchandising.data} />
      )}
    </div>
  );
}

/** What the form holds: the texts as typed, the threshold as text. */
interface Draft extends Omit<
  StoreMerchandising,
  'scarcityThreshold' | 'scarcityText' | 'soldOutText' | 'addToCartButtonText'
> {
  scarcityThreshold: string;
  scarcityText: string;
  soldOutText: string;
  addToCartButtonText: string;
}

function draftOf(stored: StoreMerchandising): Draft {
  return {
    ...stored,
    scarcityThreshold: stored.scarcityThreshold === null ? '' : String(stored.scarcityThreshold),
    scarcityText: stored.scarcityText ?? '',
    soldOutText: stored.soldOutText ?? '',
    addToCartButtonText: stored.addToCartButtonText ?? '',
  };
}

/** The threshold typed: null when blank, undefined when it is no whole number of 1 or more. */
export function thresholdOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : undefined;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the form sends: every default (blank texts are none). */
export function merchandisingBody(draft: Draft): StoreMerchandising {
  return {
    ...draft,
    scarcityThreshold: thresholdOf(draft.scarcityThreshold) ?? null,
    scarcityText: blankToNull(draft.scarcityText),
    soldOutText: blankToNull(draft.soldOutText),
    addToCartButtonText: blankToNull(draft.addToCartButtonText),
    checkoutOptIn: { ...draft.checkoutOptIn, label: draft.checkoutOptIn.label.trim() },
  };
}

function MerchandisingForm({ initial }: { initial: StoreMerchandising }) {
  const canEdit = useCan('commerce:edit');
  const queryClient = useQueryClient();
  const notice = useSaveNotice('merchandising defaults');
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [thresholdProblem, setThresholdProblem] = useState<string | undefined>();
  const set = (change: Partial<Draft>) => {
    notice.markEdited();
    setDraft((current) => ({ ...current, ...change }));
  };
  const setOptIn = (change: Partial<Draft['checkoutOptIn']>) =>
    set({ checkoutOptIn: { ...draft.checkoutOptIn, ...change } });
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const now = await replaceStoreMerchandising(merchandisingBody(draft));
      queryClient.setQueryData(COMMERCE_SETTINGS_KEYS.merchandising, now);
      // The store settings screen shows the same add-to-cart text.
      void queryClient.invalidateQueries({ queryKey: COMMERCE_SETTINGS_KEYS.store });
      setDraft(draftOf(now));
      notice.markSaved();
    },
    {
      ready: () => {
        const bad = thresholdOf(draft.scarcityThreshold) === undefined;
        setThresholdProblem(bad ? STORE_MERCHANDISING_MESSAGES.threshold : undefined);
        return !bad;
      },
    },
  );
  const fields = error?.fields ?? {};
  const disabled = !canEdit;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {notice.leavePrompt}
      <SaveNotices subject="merchandising defaults" error={error} saved={notice.saved} />
      <fieldset className="panel">
        <legend>Products</legend>
        <CheckboxField
          label="Restock sign-ups for new products"
          checked={draft.restockNotifications}
          disabled={disabled}
          onChange={(restockNotifications) => set({ restockNotifications })}
          description="Products made from now on let shoppers leave their email on a sold-out variant."
        />
        <TextField
          label="Low-stock threshold"
          inputMode="numeric"
          value={draft.scarcityThreshold}
          disabled={disabled}
          onChange={(scarcityThreshold) => set({ scarcityThreshold })}
          error={thresholdProblem ?? fields.scarcityThreshold}
          description="Products with the low-stock message show it at this stock or lower, unless they set their own. Leave empty to show it whenever stock is limited."
        />
        <TextField
          label="Low-stock message"
          value={draft.scarcityText}
          maxLength={200}
          placeholder={DEFAULT_LOW_STOCK_TEXT}
          disabled={disabled}
          onChange={(scarcityText) => set({ scarcityText })}
          error={fields.scarcityText}
          description="{qtyInStock} is replaced by the count. Leave empty for “Only {qtyInStock} left in stock”."
        />
        <TextField
          label="Sold-out text"
          value={draft.soldOutText}
          maxLength={MAX_BUTTON_TEXT}
          placeholder="sold out"
          disabled={disabled}
          onChange={(soldOutText) => set({ soldOutText })}
          error={fields.soldOutText}
          description="The mark on sold-out products’ pages and cards. Leave empty for “sold out”."
        />
        <TextField
          label="Add-to-cart button text"
          value={draft.addToCartButtonText}
          maxLength={MAX_STORE_BUTTON_TEXT}
          placeholder="Add To Cart"
          disabled={disabled}
          onChange={(addToCartButtonText) => set({ addToCartButtonText })}
          error={fields.addToCartButtonText}
          description="Leave empty for “Add To Cart”."
        />
        <CheckboxField
          label="Show related products"
          checked={draft.relatedProducts}
          disabled={disabled}
          onChange={(relatedProducts) => set({ relatedProducts })}
          description="Product pages and the cart list a few other products (“Customers also bought”)."
        />
      </fieldset>
      <OptInFields optIn={draft.checkoutOptIn} disabled={disabled} fields={fields} onChange={setOptIn} />
      {canEdit ? (
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save defaults'}
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** The checkout's mailing-list opt-in: on or off, then which list, the label, ticked or not. */
function OptInFields({
  optIn,
  disabled,
  fields,
  onChange,
}: {
  optIn: Draft['checkoutOptIn'];
  disabled: boolean;
  fields: Readonly<Record<string, string>>;
  onChange: (change: Partial<Draft['checkoutOptIn']>) => void;
}) {
  const lists = useBuiltInLists();
  const known = lists.data ?? [];
  const options = [
    { value: '', label: 'Choose a list' },
    ...known.map((list) => ({ value: list.id, label: list.name })),
  ];
  // A list chosen by someone who may see the lists stays chosen for one who may not.
  if (optIn.mailingListId !== null && !known.some((list) => list.id === optIn.mailingListId)) {
    options.push({ value: optIn.mailingListId, label: 'The list chosen before' });
  }
  return (
    <fieldset className="panel">
      <legend>Mailing-list opt-in at checkout</legend>
      <CheckboxField
        label="Offer the mailing list at checkout"
        checked={optIn.enabled}
        disabled={disabled}
        onChange={(enabled) => onChange({ enabled })}
        description="Buyers who tick the box join the list when their order is placed."
      />
      {optIn.enabled ? (
        <>
          {lists.isSuccess && known.length === 0 ? (
            <Alert tone="info" title="No mailing lists">
              {MAILING_LIST_MESSAGES.noLists}
            </Alert>
          ) : null}
          <SelectField
            label="Mailing list"
            value={optIn.mailingListId ?? ''}
            options={options}
            disabled={disabled}
            onChange={(value) => onChange({ mailingListId: value === '' ? null : value })}
            error={fields['checkoutOptIn.mailingListId']}
          />
          <TextField
            label="Checkbox label"
            value={optIn.label}
            maxLength={MAX_OPT_IN_LABEL}
            disabled={disabled}
            onChange={(label) => onChange({ label })}
            error={fields['checkoutOptIn.label']}
          />
          <CheckboxField
            label="Ticked to start with"
            checked={optIn.checkedByDefault}
            disabled={disabled}
            onChange={(checkedByDefault) => onChange({ checkedByDefault })}
          />
        </>
      ) : null}
    </fieldset>
  );
}
