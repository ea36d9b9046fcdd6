// The file manager API's error codes and upload field (no zod here, so the editor can import them freely).
/** The `error` code of a delete refused because the file is in use (409, with `usedBy`). */
export const FILE_IN_USE_ERROR = 'file-in-use';

/** The `error` code of a delete refused because a digital product delivers the file to buyers (409, never forced). */
export const FILE_DELIVERED_ERROR = 'file-delivered';

/** The `error` code of an upload over the size limit (413). */
export const FILE_TOO_LARGE_ERROR = 'file-too-large';

/** The `error` code of an upload of a kind the file manager does not keep (415). */
export const UNSUPPORTED_FILE_ERROR = 'unsupported-file';

/** The `error` code of a picture that could not be read (422, SPEC §8 "File processing failed"). */
export const FILE_PROCESSING_FAILED_ERROR = 'file-processing-failed';

/** The multipart field an upload carries its file in. */
export const UPLOAD_FIELD = 'file';
