// Who may run a store from the owner area: create stores, change stock, set commerce preferences.
import { ROLE } from '../../accounts/roles.js';

/**
 * SPEC §6 shows no rules per role, so the store is run by the people whose role is about the whole
 * website or the store: admin (1), website manager (15) and store manager (8).
 */
export const STORE_ROLES: readonly number[] = [ROLE.admin, ROLE.websiteManager, ROLE.storeManager];
