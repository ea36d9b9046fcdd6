// The owner API's zod schemas the editor checks its forms with, in one module it loads when a form is first checked.
export { blockSchema, blocksSchema } from './blocks.js';
export { linkSchema, titleSchema } from './common.js';
export { renameFileBodySchema } from './files.js';
export { createItemBodySchema, updateCollectionBodySchema, updateItemBodySchema } from './items.js';
export { navigationBodySchema } from './navigation.js';
export { createPageBodySchema, updatePageBodySchema } from './pages.js';
export { createTagBodySchema, renameTagBodySchema } from './tags.js';
