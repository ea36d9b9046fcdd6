// The starting points a new website is made from (first-run setup, a further website on the server): what each holds.

/** The starting points, in the order the setup screen offers them. */
export const STARTING_POINTS = ['blank', 'shop', 'portfolio', 'blog'] as const;

/** One starting point's name. */
export type StartingPoint = (typeof STARTING_POINTS)[number];

/** What the setup screen says of each. */
export const STARTING_POINT_LABELS: Record<StartingPoint, { title: string; description: string }> = {
  blank: { title: 'Blank', description: 'A home page only: build the rest yourself.' },
  shop: {
    title: 'Shop',
    description: 'A store with 3 sample products, an about page and a contact page.',
  },
  portfolio: {
    title: 'Portfolio',
    description: 'A gallery of sample pictures, an about page and a contact page.',
  },
  blog: { title: 'Blog', description: 'A journal with 2 sample posts.' },
};

/** Whether `value` names a starting point. */
export function isStartingPoint(value: unknown): value is StartingPoint {
  return typeof value === 'string' && (STARTING_POINTS as readonly string[]).includes(value);
}
