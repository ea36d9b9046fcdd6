// "Preview" in the post, event and product editors: the item as visitors will see it, drafts and scheduled ones included, in a new tab through the owner's draft preview.
import { draftPreviewPath } from '../../domain/preview-links.js';

/** Props of {@link PreviewButton}. */
export interface PreviewButtonProps {
  /** The item's address on the site (`/blog/opening`). */
  fullUrl: string;
  /** What the item is ("post", "event", "product"). */
  noun: string;
}

/**
 * A link styled as a button to the item's owner preview (`?draft=1`: the site shows a draft or a
 * scheduled item to the website's owners only, never cached; visitors get 404), opening a new tab.
 * It shows the item as last saved.
 */
export function PreviewButton({ fullUrl, noun }: PreviewButtonProps) {
  return (
    <a
      className="button"
      href={draftPreviewPath(fullUrl)}
      target="_blank"
      rel="noopener"
      aria-label={`Preview the ${noun} as last saved (opens in a new tab)`}
    >
      Preview
    </a>
  );
}
