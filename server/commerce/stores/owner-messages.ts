// SPEC §5 "Owner-area messages" the commerce owner routes answer with, word for word.

/** The message of a 400 whose fields are flagged one by one (SPEC §5 "Owner-area messages"). */
export const OWNER_INPUT_MESSAGE = 'Update the missing or invalid information above.';

/** SPEC §5: a URL id an owner typed that cannot be a page's address. */
export function notValidPageUrl(value: string): string {
  return `${value} is not a valid page URL.`;
}

/** SPEC §5: a value that is not one of a field's choices. */
export function notExpectedOption(value: string): string {
  return `${value} is not one of the expected options.`;
}
