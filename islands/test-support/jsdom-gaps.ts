// What jsdom lacks that the islands call: `scrollIntoView` (the form block brings its first error into view).

/** Installs a `scrollIntoView` that does nothing (jsdom lays nothing out) where jsdom has none. */
export function fillJsdomGaps(): void {
  const element = Element.prototype as Partial<Element>;
  if (typeof element.scrollIntoView !== 'function') element.scrollIntoView = () => {};
}
