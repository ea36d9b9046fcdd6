// The messages the API client shows for failures the visitor can act on (SPEC §8, DESIGN "HTTP").

/** A 429 reply (SPEC §8 "Cart"). */
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';
/** A crumb failure while cookies are enabled: the session went stale. */
export const CRUMB_EXPIRED_MESSAGE = 'Your session has expired. Please reload the page and try again.';
/** A crumb failure while cookies are disabled: the crumb cookie could never be sent. */
export const CRUMB_NO_COOKIES_MESSAGE =
  'Please enable cookies in your browser, reload the page, and try again.';
/** No answer at all (SPEC §8 "Owner area and general"). */
export const NETWORK_MESSAGE = 'Network error. Please check your internet connection.';
/** An error reply without a message of its own. */
export const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** The `error` code the server answers a missing or wrong crumb with (status 403). */
export const CRUMB_ERROR_CODE = 'invalid-crumb';
