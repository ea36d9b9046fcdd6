#!/usr/bin/env node
// The `tessera` executable: runs the command line against the real terminal and sets the exit code.
import module from 'node:module';
import { EXIT } from './cli-error.js';
import { runCli } from './dispatch.js';
import { PROCESS_IO } from './io.js';

// V8's compiled code of every module is kept on disk (the OS temporary folder) and reused by the
// next start while the file is unchanged: a cold start compiles nothing it compiled before.
module.enableCompileCache?.();

try {
  // exitCode rather than exit() so buffered stdout is flushed before the process ends.
  process.exitCode = await runCli(process.argv.slice(2), PROCESS_IO);
} catch (error) {
  // A problem the user can act on (a folder in use, a bad setting) is a message, not a stack trace.
  PROCESS_IO.err(`tessera: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = EXIT.failed;
}
