// The forms of blocks that show something made elsewhere: products of the store, and a form.
import { useId } from 'react';
import { CheckboxField, SelectField, TextField } from '../../ui/field.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';
import { useFormChoices, useProductChoices } from './product-choices.js';

/** The most products one block shows (the block schema's limit). */
const MAX_PRODUCTS = 12;

/** Products of the store, in a grid or one featured. */
export function ProductBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'product'>>) {
  const id = useId();
  const products = useProductChoices();
  const chosen = new Set(block.productIds);
  // Products already in the block that the list does not know (since deleted) stay listed, to be removed.
  const known = new Set(products.data?.map((product) => product.id));
  const unknown = block.productIds.filter((productId) => !known.has(productId));

  function toggle(productId: string, on: boolean) {
    const productIds = on
      ? [...block.productIds, productId]
      : block.productIds.filter((other) => other !== productId);
    change({ productIds });
  }

  return (
    <>
      <TextField
        label="Heading"
        value={block.heading}
        onChange={(heading) => change({ heading }, 'heading')}
        error={errors.heading}
      />
      <SelectField
        label="Layout"
        value={block.layout}
        onChange={(layout) => change({ layout: layout === 'feature' ? 'feature' : 'grid' })}
        options={[
          { value: 'grid', label: 'Grid of products' },
          { value: 'feature', label: 'One featured product' },
        ]}
        error={errors.layout}
      />
      {products.isPending ? <Loading label="Loading the store’s products…" /> : null}
      {products.isError ? <LoadError error={products.error} onRetry={() => void products.refetch()} /> : null}
      {products.isSuccess ? (
        <fieldset
          className={`field-group product-pick${errors.productIds ? ' field--invalid' : ''}`}
          aria-describedby={`${id}-help`}
        >
          <legend>Products</legend>
          <p className="field__help" id={`${id}-help`}>
            Choose up to {MAX_PRODUCTS}; they show in the order chosen.
          </p>
          {products.data.length === 0 ? <p className="empty-state">The store has no products yet.</p> : null}
          <div className="product-pick__list">
            {[
              ...products.data.map((product) => ({
                id: product.id,
                title: `${product.title} (${product.storeTitle}${product.enabled ? '' : ', hidden'})`,
              })),
              ...unknown.map((productId) => ({ id: productId, title: `A deleted product (${productId})` })),
            ].map((product) => (
              <CheckboxField
                key={product.id}
                label={product.title}
                checked={chosen.has(product.id)}
                disabled={!chosen.has(product.id) && chosen.size >= MAX_PRODUCTS}
                onChange={(on) => toggle(product.id, on)}
              />
            ))}
          </div>
          {errors.productIds ? <p className="field__error">{errors.productIds}</p> : null}
        </fieldset>
      ) : null}
    </>
  );
}

/** A form (contact, sign-up…) made under Forms, chosen by name. */
export function FormBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'form'>>) {
  const forms = useFormChoices();
  if (forms.isPending) return <Loading label="Loading the website’s forms…" />;
  if (forms.isError) return <LoadError error={forms.error} onRetry={() => void forms.refetch()} />;
  const known = forms.data.some((form) => form.id === block.formId);
  return (
    <>
      <SelectField
        label="Form"
        value={block.formId}
        onChange={(formId) => change({ formId })}
        options={[
          { value: '', label: 'Choose a form' },
          ...forms.data.map((form) => ({ value: form.id, label: form.name || `Form ${form.id}` })),
          ...(known || block.formId === '' ? [] : [{ value: block.formId, label: 'A deleted form' }]),
        ]}
        error={errors.formId}
      />
      <TextField
        label="Button text"
        value={block.buttonText ?? ''}
        onChange={(buttonText) =>
          change({ buttonText: buttonText === '' ? undefined : buttonText }, 'buttonText')
        }
        error={errors.buttonText}
        description="Leave empty to keep the form's own."
      />
    </>
  );
}
