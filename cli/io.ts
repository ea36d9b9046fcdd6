// The output streams a command writes to, passed in so tests can capture them in-process.

/** Where a command prints: `out` for results, `err` for diagnostics. Both take raw text. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** The real terminal. */
export const PROCESS_IO: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/** An `Io` that keeps everything written, for tests and for callers that want the text. */
export function bufferIo(): Io & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
  };
  return io;
}
