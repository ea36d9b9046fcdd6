// What the page's Content-Security-Policy must allow for reCAPTCHA Enterprise (Google's script and frame); ALTCHA needs only 'self'.

/** Extra sources per directive, for `securityHeaders({ extraSources })`. */
export const CAPTCHA_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
