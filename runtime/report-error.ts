// Where the runtime's own failures go: the console for now, never an exception thrown to the page.

/** Receives a runtime failure and where it happened (`island cart-pill`, `boot`, …). */
export type ErrorReporter = (error: unknown, where: string) => void;

/** The default reporter: one console error per failure, prefixed so it can be told apart. */
export const consoleReporter: ErrorReporter = (error, where) => {
  console.error(`[tessera] ${where}:`, error);
};
