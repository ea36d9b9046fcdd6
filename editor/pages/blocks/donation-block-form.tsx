// The donation block's form: its title, text, button and the set amounts the visitor chooses from (a custom amount is always offered).
import { useState } from 'react';
import { MAX_SET_AMOUNTS } from '../../../domain/donations.js';
import { decimalStringToMinorUnits, minorUnitsToDecimalString } from '../../../domain/money.js';
import { useWebsite } from '../../api/website.js';
import { TextArea, TextField } from '../../ui/field.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';

/** `[500, 1000]` → `5.00, 10.00` (amounts are kept in minor units of the website's currency). */
function amountsText(amounts: readonly number[], currency: string): string {
  return amounts.map((cents) => minorUnitsToDecimalString(cents, currency) ?? '').join(', ');
}

/** `5, 10, 25.50` → `[500, 1000, 2550]`; undefined while some part is not an amount. */
function parseAmounts(typed: string, currency: string): number[] | undefined {
  const parts = typed
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const cents = parts.map((part) => decimalStringToMinorUnits(part, currency));
  return cents.every((value) => value !== undefined) ? cents.map((value) => Number(value)) : undefined;
}

/** A donation block. */
export function DonationBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'donation'>>) {
  const currency = useWebsite().data?.website.currency ?? 'USD';
  const [typed, setTyped] = useState(() => amountsText(block.amounts ?? [], currency));
  const parsed = parseAmounts(typed, currency);
  const amountsError =
    parsed === undefined
      ? 'Type the amounts as numbers separated by commas, such as 5, 10, 25.'
      : (Object.entries(errors).find(([field]) => field === 'amounts' || field.startsWith('amounts.'))?.[1] ??
        undefined);
  return (
    <>
      <TextField
        label="Title"
        value={block.title}
        onChange={(title) => change({ title }, 'title')}
        error={errors.title}
      />
      <TextArea
        label="Text"
        value={block.text}
        onChange={(text) => change({ text }, 'text')}
        error={errors.text}
        rows={3}
      />
      <TextField
        label={`Set amounts (${currency})`}
        value={typed}
        inputMode="decimal"
        description={`Up to ${MAX_SET_AMOUNTS} amounts, separated by commas. Visitors may also type their own amount.`}
        onChange={(next) => {
          setTyped(next);
          const amounts = parseAmounts(next, currency);
          if (amounts !== undefined) change({ amounts }, 'amounts');
        }}
        error={amountsError}
      />
      <TextField
        label="Button text"
        value={block.buttonText}
        onChange={(buttonText) => change({ buttonText }, 'buttonText')}
        error={errors.buttonText}
      />
    </>
  );
}
