// The newsletter popup's settings calls (GET/PUT /api/owner/promo-popup) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { PromoPopupInput } from '../../domain/owner-api/promo-popup.js';
import { api } from './client.js';

export type { PromoPopupInput };

const PATH = '/api/owner/promo-popup';

export const PROMO_POPUP_KEY = ['promo-popup'] as const;

/** The website's popup settings. */
export function usePromoPopup() {
  return useQuery({ queryKey: PROMO_POPUP_KEY, queryFn: () => api<PromoPopupInput>(PATH) });
}

/** Saves the settings; answers them as saved. */
export function savePromoPopup(body: PromoPopupInput): Promise<PromoPopupInput> {
  return api<PromoPopupInput>(PATH, { method: 'PUT', body });
}
