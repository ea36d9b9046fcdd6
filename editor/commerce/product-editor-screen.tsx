// /config/commerce/products/:productId ('new' for a new one): the product editor with every field, the variants and their dialog, save over the version read, duplicate and delete.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BILLING_UNITS,
  PRODUCT_KIND_LABELS,
  PRODUCT_KINDS,
  SUBSCRIBABLE_KINDS,
  combinationLabel,
  type ProductKind,
  type ProductOption,
} from '../../domain/owner-api/product-rules.js';
import type { ProductView } from '../../domain/owner-api/products.js';
import { VERSION_CONFLICT_ERROR } from '../../domain/owner-api/common-rules.js';
import {
  PRODUCT_KEYS,
  createProduct,
  duplicateProduct,
  saveProduct,
  useProduct,
  useStores,
} from '../api/products.js';
import { useCan, useWebsite } from '../api/website.js';
import { PreviewButton } from '../content/preview-button.js';
import { FilePickerDialog } from '../files/file-picker.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { CheckboxField, SelectField, TextArea, TextField } from '../ui/field.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { LazyRichTextEditor } from '../ui/lazy-rich-text.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';
import { CommerceNav } from './commerce-nav.js';
import { DeleteProductDialog } from './delete-product-dialog.js';
import { OptionsDialog } from './options-dialog.js';
import { ProductMerchandisingFields } from './product-merchandising-fields.js';
import { ProductPicturesField } from './product-pictures-field.js';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  regenerateVariants,
  type ProductDraft,
  type VariantDraft,
} from './product-form.js';
import { VariantDialog } from './variant-dialog.js';

/** The product editor screen: loads the product (or starts a new one) and shows its form. */
export function ProductEditorScreen() {
  const { productId = 'new' } = useParams();
  const isNew = productId === 'new';
  const product = useProduct(isNew ? undefined : productId);
  const stores = useStores();
  const website = useWebsite();
  const currency = website.data?.website.currency ?? 'USD';

  if (!isNew && product.isPending) return <Loading label="Loading the product…" />;
  if (!isNew && product.data === undefined)
    return <LoadError error={product.error} onRetry={() => void product.refetch()} />;
  if (isNew && stores.isPending) return <Loading label="Loading stores…" />;
  if (isNew && (stores.data?.length ?? 0) === 0) {
    return (
      <div className="commerce-screen">
        <CommerceNav />
        <h1>New product</h1>
        <Alert tone="info" title="You have no store yet">
          Products are sold in a store. <Link to="/commerce/products">Create a store</Link> first.
        </Alert>
      </div>
    );
  }
  return (
    <ProductForm
      key={product.data === undefined ? 'new' : `${product.data.id}:${product.data.version}`}
      product={product.data}
      stores={stores.data ?? []}
      currency={product.data?.currency ?? currency}
    />
  );
}

/** The variant's problems the server named (`variants.2.sku` → `{ sku }`). */
function serverVariantErrors(
  fields: Readonly<Record<string, string>>,
  index: number,
): Record<string, string> {
  const prefix = `variants.${index}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

interface ProductFormProps {
  product: ProductView | undefined;
  stores: { id: string; title: string }[];
  currency: string;
}

function ProductForm({ product, stores, currency }: ProductFormProps) {
  const canEdit = useCan('commerce:edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [initial] = useState<ProductDraft>(() =>
    product === undefined ? emptyDraft(stores[0]?.id ?? '') : draftOf(product),
  );
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const unsaved = useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(initial));
  const [editing, setEditing] = useState<number | undefined>();
  const [editingOptions, setEditingOptions] = useState(false);
  const [pickingFile, setPickingFile] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [duplicateError, setDuplicateError] = useState<string | undefined>();
  // Variants the owner changed since the last save was refused: the server's problems with them are stale.
  const [changedVariants, setChangedVariants] = useState<'all' | ReadonlySet<number>>(() => new Set());
  const set = (change: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...change }));

  const form = useFormSubmit(async () => {
    const body = bodyOf(draft, currency, product === undefined);
    const saved =
      product === undefined
        ? await createProduct(body)
        : await saveProduct(product.id, body, product.version);
    queryClient.setQueryData(PRODUCT_KEYS.one(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
    announce(product === undefined ? `${saved.title} was added.` : `${saved.title} was saved.`);
    if (product === undefined) {
      unsaved.release();
      navigate(`/commerce/products/${encodeURIComponent(saved.id)}`, { replace: true });
    }
  });
  const fields = form.error?.fields ?? {};
  const variantErrors = (index: number) =>
    changedVariants === 'all' || changedVariants.has(index) ? {} : serverVariantErrors(fields, index);
  const stale = form.error?.code === VERSION_CONFLICT_ERROR;

  async function duplicate() {
    if (product === undefined) return;
    setDuplicateError(undefined);
    try {
      const copy = await duplicateProduct(product.id);
      await queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
      announce(`${copy.title} was made, disabled until you enable it.`);
      navigate(`/commerce/products/${encodeURIComponent(copy.id)}`);
    } catch (error) {
      setDuplicateError(error instanceof Error ? error.message : String(error));
    }
  }

  function changeOptions(options: ProductOption[]) {
    set({ options, variants: regenerateVariants(draft.title, options, draft.variants) });
    setChangedVariants('all');
    setEditingOptions(false);
    announce(`${options.length === 0 ? 1 : regenerateVariants(draft.title, options, []).length} variants.`);
  }

  function saveVariant(index: number, variant: VariantDraft) {
    set({ variants: draft.variants.map((current, at) => (at === index ? variant : current)) });
    setChangedVariants((current) => (current === 'all' ? current : new Set([...current, index])));
    setEditing(undefined);
  }

  const subscribable = SUBSCRIBABLE_KINDS.includes(draft.kind);
  const title = product === undefined ? 'New product' : product.title || 'Untitled product';
  return (
    <div className="commerce-screen">
      <CommerceNav />
      <form
        className="product-editor"
        onSubmit={(event) => {
          setChangedVariants(new Set());
          void form.submit(event);
        }}
        noValidate
      >
        <div className="toolbar">
          <h1>{title}</h1>
          <span className="toolbar__spacer" />
          {product !== undefined ? <PreviewButton fullUrl={product.url} noun="product" /> : null}
          {product?.enabled === true ? (
            <a className="button" href={product.url} target="_blank" rel="noreferrer">
              View on site
            </a>
          ) : null}
          {product !== undefined && canEdit ? (
            <>
              <button type="button" className="button" onClick={() => void duplicate()}>
                Duplicate
              </button>
              <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
                Delete
              </button>
            </>
          ) : null}
          {canEdit ? (
            <button type="submit" className="button button--primary" disabled={form.busy}>
              {form.busy ? 'Saving…' : product === undefined ? 'Add product' : 'Save'}
            </button>
          ) : null}
        </div>
        {!canEdit ? (
          <Alert tone="info">You can see this product, but your role does not include changing it.</Alert>
        ) : null}
        {duplicateError !== undefined ? (
          <Alert tone="error" title="The product was not duplicated">
            {duplicateError}
          </Alert>
        ) : null}
        {form.error !== undefined ? (
          <Alert
            tone="error"
            actions={
              stale ? (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() =>
                    void queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.one(product?.id ?? '') })
                  }
                >
                  Load the latest version
                </button>
              ) : undefined
            }
          >
            {form.error.message}
          </Alert>
        ) : null}

        <fieldset className="panel" disabled={!canEdit}>
          <legend>Product</legend>
          {product === undefined && stores.length > 1 ? (
            <SelectField
              label="Store"
              value={draft.storeId}
              onChange={(storeId) => set({ storeId })}
              options={stores.map((store) => ({ value: store.id, label: store.title }))}
              error={fields.storeId}
            />
          ) : null}
          <SelectField
            label="Kind"
            value={draft.kind}
            onChange={(kind) => set({ kind: kind as ProductKind })}
            options={PRODUCT_KINDS.map((kind) => ({ value: kind, label: PRODUCT_KIND_LABELS[kind] }))}
            error={fields.kind}
          />
          <TextField
            label="Title"
            value={draft.title}
            onChange={(value) => set({ title: value })}
            error={fields.title}
          />
          <LazyRichTextEditor
            label="Description"
            value={draft.description}
            onChange={(description) => set({ description })}
            error={fields.description}
          />
          <TextField
            label="URL"
            value={draft.urlSlug}
            onChange={(urlSlug) => set({ urlSlug })}
            error={fields.urlSlug}
            description="Leave empty to make it from the title."
          />
          <CheckboxField
            label="Enabled: visitors can see and buy it"
            checked={draft.enabled}
            onChange={(enabled) => set({ enabled })}
          />
          <ProductPicturesField
            pictures={draft.images}
            onChange={(images) => set({ images })}
            errors={fields}
          />
        </fieldset>

        {draft.kind === 'digital' ? (
          <fieldset className="panel" disabled={!canEdit}>
            <legend>Download</legend>
            <p className="field__help" id="digital-file-help">
              Buyers get a private link to this file; it is never served at its public address.
            </p>
            <p>{draft.digitalFileId === null ? 'No file chosen.' : `File: ${draft.digitalFileName}`}</p>
            {product === undefined ? null : (
              <Link to={`/commerce/products/${encodeURIComponent(product.id)}/delivery`}>
                Preview the delivery
              </Link>
            )}
            {fields.digitalFileId ? <p className="field__error">{fields.digitalFileId}</p> : null}
            <button type="button" className="button" onClick={() => setPickingFile(true)}>
              {draft.digitalFileId === null ? 'Choose the file' : 'Change the file'}
            </button>
            <FilePickerDialog
              isOpen={pickingFile}
              onClose={() => setPickingFile(false)}
              imagesOnly={false}
              title="Choose the file buyers download"
              onPick={(files) => {
                const file = files[0];
                if (file !== undefined) set({ digitalFileId: file.id, digitalFileName: file.name });
              }}
            />
          </fieldset>
        ) : null}

        {subscribable ? (
          <fieldset className="panel" disabled={!canEdit}>
            <legend>Subscription</legend>
            <CheckboxField
              label="Sell as a subscription"
              checked={draft.subscription}
              onChange={(subscription) => set({ subscription })}
            />
            {draft.subscription ? (
              <div className="field-row">
                <TextField
                  label="Bill every"
                  inputMode="numeric"
                  value={draft.billingValue}
                  onChange={(billingValue) => set({ billingValue })}
                  error={fields['subscription.billingPeriod.value']}
                />
                <SelectField
                  label="Billing period"
                  value={draft.billingUnit}
                  onChange={(unit) => set({ billingUnit: unit as ProductDraft['billingUnit'] })}
                  options={BILLING_UNITS.map((unit) => ({ value: unit, label: `${unit.toLowerCase()}s` }))}
                />
                <TextField
                  label="Number of payments"
                  inputMode="numeric"
                  value={draft.billingCycles}
                  onChange={(billingCycles) => set({ billingCycles })}
                  error={fields['subscription.numBillingCycles']}
                  description="0: until the customer cancels."
                />
              </div>
            ) : null}
            {fields.subscription ? <p className="field__error">{fields.subscription}</p> : null}
          </fieldset>
        ) : null}

        <fieldset className="panel" disabled={!canEdit}>
          <legend>Variants</legend>
          <p className="field__help">
            {draft.options.length === 0
              ? 'One variant. Add options (Size, Colour…) to sell several.'
              : `Options: ${draft.options.map((option) => `${option.name} (${option.values.join(', ')})`).join('; ')}`}
          </p>
          <button type="button" className="button" onClick={() => setEditingOptions(true)}>
            Edit options
          </button>
          {fields.variants ? <p className="field__error">{fields.variants}</p> : null}
          <table className="table variants-table">
            <caption className="visually-hidden">Variants</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">SKU</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.variants.map((variant, index) => {
                const label = combinationLabel(draft.options, variant.attributes);
                const problems = Object.values(variantErrors(index));
                return (
                  <tr key={index}>
                    <th scope="row">{label}</th>
                    <td>{variant.sku}</td>
                    <td>
                      {variant.price === '' ? '—' : `${variant.price} ${currency}`}
                      {variant.onSale ? ` (sale ${variant.salePrice})` : ''}
                    </td>
                    <td>
                      {draft.kind === 'digital' || draft.kind === 'gift-card' || variant.unlimited
                        ? 'Unlimited'
                        : variant.stock}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Edit variant ${label}`}
                        onClick={() => setEditing(index)}
                      >
                        Edit
                      </button>
                      {problems.length > 0 ? <p className="field__error">{problems.join(' ')}</p> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>

        <ProductMerchandisingFields
          kind={draft.kind}
          value={draft.merchandising}
          threshold={draft.lowStockThreshold}
          onChange={(change) => set({ merchandising: { ...draft.merchandising, ...change } })}
          onThresholdChange={(lowStockThreshold) => set({ lowStockThreshold })}
          disabled={!canEdit}
          fields={fields}
        />

        <fieldset className="panel" disabled={!canEdit}>
          <legend>Organisation</legend>
          <TextField
            label="Categories"
            value={draft.categories}
            onChange={(categories) => set({ categories })}
            description="Separated by commas."
            error={fields.categories}
          />
          <TextField
            label="Tags"
            value={draft.tags}
            onChange={(tags) => set({ tags })}
            description="Separated by commas."
            error={fields.tags}
          />
        </fieldset>

        <fieldset className="panel" disabled={!canEdit}>
          <legend>Search engines (SEO)</legend>
          <TextField
            label="SEO title"
            value={draft.seoTitle}
            onChange={(seoTitle) => set({ seoTitle })}
            error={fields['seo.title']}
          />
          <TextArea
            label="SEO description"
            value={draft.seoDescription}
            onChange={(seoDescription) => set({ seoDescription })}
            error={fields['seo.description']}
            rows={2}
          />
        </fieldset>
      </form>
      <OptionsDialog
        isOpen={editingOptions}
        options={draft.options}
        onClose={() => setEditingOptions(false)}
        onSave={changeOptions}
      />
      <VariantDialog
        variant={editing === undefined ? undefined : draft.variants[editing]}
        options={draft.options}
        kind={draft.kind}
        currency={currency}
        pictures={draft.images}
        serverErrors={editing === undefined ? {} : variantErrors(editing)}
        onClose={() => setEditing(undefined)}
        onSave={(variant) => editing !== undefined && saveVariant(editing, variant)}
      />
      <DeleteProductDialog
        product={deleting && product !== undefined ? product : undefined}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          unsaved.release();
          navigate('/commerce/products');
        }}
      />
      {unsaved.prompt}
    </div>
  );
}
