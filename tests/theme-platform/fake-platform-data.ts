// A PlatformData over fixed lists, as the site will answer from its database: for the theme tests.
import type {
  NavigationItem,
  PlatformData,
  QueryResult,
} from '../../server/theme-platform/platform-theme.js';
import type { QueryParams } from '../../server/theme-platform/platform-tags.js';

export interface FakePost {
  title: string;
  fullUrl: string;
  excerpt?: string;
  featured?: boolean;
  categories?: string[];
  tags?: string[];
}

/** Navigations, collections and block fields held in memory; records every query it answered. */
export function fakePlatformData(data: {
  navigations: Record<string, NavigationItem[]>;
  collections: Record<string, { collection: Record<string, unknown>; items: FakePost[] }>;
  blockFields: Record<string, string>;
}): PlatformData & { queries: QueryParams[] } {
  const queries: QueryParams[] = [];
  return {
    queries,
    navigation: (name) => data.navigations[name] ?? [],
    query(params): QueryResult {
      queries.push(params);
      const source = data.collections[params.collection];
      if (source === undefined) return { items: [] };
      const items = source.items
        .filter((item) => params.featured !== true || item.featured === true)
        .filter((item) => params.category === undefined || (item.categories ?? []).includes(params.category))
        .filter((item) => params.tag === undefined || (item.tags ?? []).includes(params.tag))
        .slice(0, params.limit);
      return { items, collection: source.collection };
    },
    blockField: async (id) => data.blockFields[id] ?? '',
  };
}

/** The fixture site's content, shaped as the platform's JSON. */
export const FIXTURE_DATA = {
  navigations: {
    mainNavigation: [
      { active: true, collection: { fullUrl: '/blog', navigationTitle: 'Journal', typeName: 'blog' } },
      {
        collection: { fullUrl: '/more', navigationTitle: 'More', folder: true },
        items: [{ collection: { fullUrl: '/about', navigationTitle: 'About us' } }],
      },
      { title: 'Shop elsewhere', externalLink: { url: 'https://example.com/shop', newWindow: true } },
    ],
    footerNavigation: [{ collection: { fullUrl: '/contact', navigationTitle: 'Contact' } }],
  },
  collections: {
    blog: {
      collection: { id: 'c-blog', title: 'Journal', typeName: 'blog', fullUrl: '/blog' },
      items: [
        {
          title: 'Spring launch',
          fullUrl: '/blog/spring',
          featured: true,
          categories: ['News'],
          tags: ['launch'],
        },
        { title: 'Workshop notes', fullUrl: '/blog/workshop', excerpt: '<p>Notes</p>' },
        { title: 'Summer sale', fullUrl: '/blog/summer', featured: true },
        { title: 'Autumn colours', fullUrl: '/blog/autumn', featured: true },
      ],
    },
  },
  blockFields: {
    sidebarBlocks: '<div class="sqs-block html-block"><p>Sidebar text</p></div>',
    aboutBlocks: '<div class="sqs-block html-block"><p>We make tiles.</p></div>',
    'post-p1-extra': '<div class="sqs-block html-block"><p>More about this post.</p></div>',
  },
};
