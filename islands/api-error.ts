// The error the runtime's API client rejects with: the status, the server's code and a message to show.

/**
 * A failed API call. `message` is always fit to show a visitor (SPEC §8); `code` is the server's
 * machine-readable `error` (`invalid-input`, `invalid-crumb`, …, or `network` when no answer came);
 * `fields` maps a form field to its message when the server flagged fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
