// The forms of blocks that show something made elsewhere: products of the store, and a form.
import { useId, useState } from 'react';
import type { Block } from '../../../domain/owner-api/blocks.js';
import { CheckboxField, SelectField, TextField } from '../../ui/field.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';
import { useProductChoices } from './product-choices.js';

/** The most products one block shows (the block schema's limit). */
const MAX_PRODUCTS = 12;

/** Ids typed by hand, one per line or separated by commas. */
const idsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Products of the store, in a grid or one featured. */
export function ProductBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'product'>>) {
  const id = useId();
  const products = useProductChoices();
  // The typed text is kept as typed (a trailing comma, a space) while it still says the block's ids.
  const [draft, setDraft] = useState(() => block.productIds.join(', '));
  const typed = idsOf(draft).join(',') === block.productIds.join(',') ? draft : block.productIds.join(', ');
  const chosen = new Set(block.productIds);
  // Products already in the block that the list does not know (another store's, since deleted) stay listed.
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
              ...products.data,
              ...unknown.map((productId) => ({ id: productId, title: `Product ${productId}` })),
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
      ) : (
        <TextField
          label="Product ids"
          value={typed}
          onChange={(text) => {
            setDraft(text);
            change({ productIds: idsOf(text) }, 'productIds');
          }}
          error={errors.productIds}
          description={
            products.isPending
              ? 'Loading the store’s products…'
              : 'The store’s products cannot be listed for your role. Type the ids of the products to show, separated by commas.'
          }
        />
      )}
    </>
  );
}

/** The forms this page already shows: the only ones the editor can name until forms can be listed. */
export function formIdsOn(blocks: readonly Block[]): string[] {
  return [
    ...new Set(
      blocks.flatMap((block) => (block.type === 'form' && block.formId !== '' ? [block.formId] : [])),
    ),
  ];
}

/** A form (contact, sign-up…) made under Forms. */
export function FormBlockForm({
  block,
  change,
  errors,
  knownFormIds,
}: BlockFormProps<BlockOf<'form'>> & { knownFormIds: readonly string[] }) {
  const other = block.formId === '' || !knownFormIds.includes(block.formId);
  return (
    <>
      {knownFormIds.length > 0 ? (
        <SelectField
          label="Form"
          value={other ? '' : block.formId}
          onChange={(formId) => change({ formId })}
          options={[
            ...knownFormIds.map((formId, at) => ({
              value: formId,
              label: `Form ${at + 1} of this page (${formId})`,
            })),
            { value: '', label: 'Another form (type its id below)' },
          ]}
          error={other ? undefined : errors.formId}
        />
      ) : null}
      {other ? (
        <TextField
          label="Form id"
          value={block.formId}
          onChange={(formId) => change({ formId: formId.trim() }, 'formId')}
          error={errors.formId}
          description="The id of the form to show, as the form's settings give it."
        />
      ) : null}
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
