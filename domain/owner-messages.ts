// SPEC §5 "Owner-area messages" and SPEC §8 "Owner area and general", word for word, for the server and the editor.

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

/** SPEC §5 "Links must be formatted as {host} or {host}.", with the two forms a link may take. */
export const LINK_FORMAT_MESSAGE = 'Links must be formatted as https://example.com or /a-page.';

/** SPEC §5 "Emails must be formatted as {email}. Please enter a valid email." */
export const EMAIL_FORMAT_MESSAGE =
  'Emails must be formatted as name@example.com. Please enter a valid email.';

/** SPEC §5: a file renamed to nothing. */
export const FILE_NAME_REQUIRED = 'Please enter a file name.';

/** SPEC §5: a file over the size limit (`maxSize` as the editor shows it, e.g. `20 MB`). */
export function fileTooLarge(fileName: string, maxSize: string): string {
  return `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}.`;
}

/** SPEC §5: a file of a kind the file manager does not keep. */
export function unsupportedFile(fileName: string): string {
  return `The file ${fileName} does not appear to be a supported file.`;
}

/** SPEC §5: a tag or category whose name another one already has (`tagType`: tag or category). */
export function tagExists(tagType: string): string {
  return `This ${tagType} already exists. You may only edit one ${tagType} at a time.`;
}

/** SPEC §8 file-manager alerts: a title and its message. */
export const RENAME_FILE_FAILED = {
  title: 'Unable to Rename File',
  message: 'There was a problem while renaming your file.',
} as const;
export const UPLOAD_FILE_FAILED = {
  title: 'Unable to Upload File',
  heading: 'Error uploading',
  message: 'There was a problem while uploading your file.',
} as const;

/** SPEC §8 file-processing messages. */
export const FILE_PROCESSING = {
  failed: 'File processing failed',
  incomplete: 'File processing failed to complete',
  cancelled: 'File processing cancelled',
  uploadIncomplete: 'File upload failed to complete',
} as const;

/** SPEC §8 general owner-area messages. */
export const GENERAL_MESSAGES = {
  somethingWentWrong: 'Something went wrong.',
  networkError: 'Network error.',
  unableToConnect: 'Unable to connect. Please try again.',
  checkConnection: 'Please check your internet connection.',
  unableToLoadResults: 'Unable to load results.',
  unableToLoad: 'Unable to load.',
  tryAgain: 'Try again.',
  unableToLoadCollections: 'Unable to load collections.',
  unableToLocateContent: 'Unable to locate content.',
} as const;
