// What mounting a captcha provider into a container gives back, and what it needs.

/** A rendered widget. */
export interface CaptchaHandle {
  /** Back to unverified (after a failed submission): a new solve is needed. */
  reset(): void;
  /** Removes the widget (the island unmounts). */
  destroy(): void;
}

/** What a provider is mounted with. */
export interface MountOptions {
  /** SPEC §7's action: `form-block`, `newsletter-block`, `product-waitlist`, `promo-popup`. */
  action: string;
  /** SPEC §4: `compact` when the container is narrower than 320px. */
  size: 'compact' | 'normal';
  /** The answer to send with the submission, or '' when there is none (expired, failed, reset). */
  onVerified(key: string): void;
}
