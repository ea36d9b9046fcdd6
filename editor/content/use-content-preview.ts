// Which page of the site the preview shows beside a collection or one of its items: a draft or scheduled item through the owner's draft preview, saying visitors do not see it.
import { useEffect } from 'react';
import type { CollectionView, ItemView } from '../../domain/owner-api/items.js';
import { draftPreviewPath } from '../../domain/preview-links.js';
import { usePreview, usePreviewNotice } from '../ui/preview.js';
import { formatInstant } from './zoned-time.js';

/**
 * What the preview shows: the item (its address, with `?draft=1` for a draft or a scheduled item,
 * which the site shows its owners only; visitors get 404), else the collection's page; and why a
 * draft or scheduled item is not on the site yet.
 */
export function previewTarget(
  collection: Pick<CollectionView, 'fullUrl' | 'title'>,
  item: Pick<ItemView, 'fullUrl' | 'statusLabel' | 'publishOn'> | undefined,
  noun: string,
  timeZone: string,
): { url: string; notice?: string } {
  if (item === undefined || item.statusLabel === 'Published') {
    return { url: item?.fullUrl ?? collection.fullUrl };
  }
  const url = draftPreviewPath(item.fullUrl);
  const why = 'the preview shows it because you are signed in.';
  if (item.statusLabel === 'Scheduled' && item.publishOn !== null) {
    return {
      url,
      notice: `This ${noun} is scheduled for ${formatInstant(item.publishOn, timeZone)}. Visitors do not see it until then; ${why}`,
    };
  }
  return {
    url,
    notice: `This ${noun} is a draft. Visitors do not see it until it is published; ${why}`,
  };
}

/** Moves the preview to {@link previewTarget}'s page and shows its notice while the screen is open. */
export function useContentPreview(
  collection: Pick<CollectionView, 'fullUrl' | 'title'>,
  item: Pick<ItemView, 'fullUrl' | 'statusLabel' | 'publishOn'> | undefined,
  noun: string,
  timeZone: string,
): void {
  const { show } = usePreview();
  const { url, notice } = previewTarget(collection, item, noun, timeZone);
  useEffect(() => {
    show(url);
  }, [show, url]);
  usePreviewNotice(notice);
}
