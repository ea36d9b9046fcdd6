// How a dataset travels to the owner API: the upload field and the large-save media type (no zod here, so the editor's Pages chunk can import them without the validation library).

/** The multipart field an imported CSV file comes in. */
export const DATASET_UPLOAD_FIELD = 'file';

/**
 * The media type a dataset save may be sent as when it is larger than the 100 kB every JSON body
 * is held to (the same JSON; up to {@link MAX_DATASET_JSON_BYTES}).
 */
export const DATASET_JSON_TYPE = 'application/vnd.tessera.dataset+json';
export const MAX_DATASET_JSON_BYTES = 8 * 1024 * 1024;
