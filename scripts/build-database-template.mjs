#!/usr/bin/env node
// Writes dist/db-template/<schema>.tar (a new embedded database, migrated) for first starts to copy; run after tsc.
import { TEMPLATE_DIR, writeDatabaseTemplate } from '../dist/server/db/database-template.js';

const started = performance.now();
const path = await writeDatabaseTemplate(TEMPLATE_DIR);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`wrote the empty database's template ${path} in ${seconds} s`);
