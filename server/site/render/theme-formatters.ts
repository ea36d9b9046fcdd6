// The formatters a theme's templates may use: every JSON-T formatter and the server's `island`.
import { FORMATTERS } from '../../../formatters/index.js';
import { ISLAND_FORMATTERS } from '../island-formatter.js';

/** Every formatter a theme may use: the JSON-T ones and the server's `island`. */
export const THEME_FORMATTERS = Object.freeze({ ...FORMATTERS, ...ISLAND_FORMATTERS });
