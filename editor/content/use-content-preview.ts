// Which page of the site the preview shows beside a collection or one of its items, and why, when it cannot show the item.
import { useEffect } from 'react';
import type { CollectionView, ItemView } from '../../domain/owner-api/items.js';
import { usePreview, usePreviewNotice } from '../ui/preview.js';
import { formatInstant } from './zoned-time.js';

/**
 * What the preview shows: the item when the site shows it (published and due), else the
 * collection's page. The site answers 404 to drafts and scheduled items even for owners, so
 * showing them would only show the error page.
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
  const where = `the preview shows ${collection.title} instead.`;
  if (item.statusLabel === 'Scheduled' && item.publishOn !== null) {
    return {
      url: collection.fullUrl,
      notice: `This ${noun} is scheduled for ${formatInstant(item.publishOn, timeZone)}. The site does not show it until then, so ${where}`,
    };
  }
  return {
    url: collection.fullUrl,
    notice: `This ${noun} is a draft. The site does not show it until it is published, so ${where}`,
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
