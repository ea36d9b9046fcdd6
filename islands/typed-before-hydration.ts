// What a visitor typed into a server-rendered form before its island hydrated (React keeps the DOM's value while hydrating, not its state).

/**
 * The current values of `form`'s fields called `names` that differ from `initial` (text fields,
 * selects, text areas, and a checked radio group's value): what the visitor entered between the
 * page's first paint and the island's hydration, which a controlled island must take into its state.
 */
export function typedBeforeHydration(
  form: HTMLFormElement,
  initial: Readonly<Record<string, string>>,
): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(initial)) {
    const field = form.elements.namedItem(name);
    if (field === null || !('value' in field)) continue;
    const current = (field as { value: unknown }).value;
    if (typeof current === 'string' && current !== value) typed[name] = current;
  }
  return typed;
}
