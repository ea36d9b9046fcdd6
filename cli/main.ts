#!/usr/bin/env node
// The `tessera` executable: runs the command line against the real terminal and sets the exit code.
import { runCli } from './dispatch.js';
import { PROCESS_IO } from './io.js';

// exitCode rather than exit() so buffered stdout is flushed before the process ends.
process.exitCode = await runCli(process.argv.slice(2), PROCESS_IO);
