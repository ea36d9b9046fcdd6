// Whether the visitor asked for less motion (`prefers-reduced-motion: reduce`), following changes.
import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

/**
 * `true` when the visitor prefers reduced motion. The server and the first render in the browser
 * say `false` (the server cannot know), then the browser's answer follows at once.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const list = query();
    if (list === undefined) return undefined;
    setReduced(list.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
