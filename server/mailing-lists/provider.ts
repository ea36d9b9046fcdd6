// One interface over where a website's mailing list lives: the built-in lists in PostgreSQL, or an outside provider (Mailchimp).
import type { ProviderList } from '../../domain/owner-api/mailing-lists.js';

export type { ProviderList };

/** A provider's refusal the owner can act on (a bad key, no lists), with the field it concerns. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The connection dialog's field the message belongs beside (`apiKey`, `listId`), if any. */
    readonly field?: 'apiKey' | 'listId',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Where a website's sign-ups can go. */
export interface MailingListProvider {
  readonly kind: 'tessera' | 'mailchimp';
  /** The lists the owner may connect, by name. Rejects with {@link ProviderError}. */
  listLists(): Promise<ProviderList[]>;
  /**
   * Adds (or re-subscribes) `email` to the list `listId` as subscribed: the visitor has already
   * confirmed (double opt-in is done by Tessera). Rejects with {@link ProviderError}.
   */
  addMember(listId: string, email: string, source: string): Promise<void>;
}
