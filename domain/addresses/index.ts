// Addresses per country (SPEC §3) and postal codes (SPEC §5): what checkout and the forms helper import.
export * from './countries.js';
export * from './postal-codes.js';
export * from './regions.js';
export * from './validate-address.js';
