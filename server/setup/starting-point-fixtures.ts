// A starting point as demo-style fixtures: a few of the demo's products, posts and pictures under the new website's own title, pages and menus.
import type { StartingPoint } from '../../domain/starting-points.js';
import { escapeHtml } from '../site/render/escape.js';
import { loadDemoFixtures, type DemoFixtures } from '../demo/load-fixtures.js';

/** What the person chose for the new website. */
export interface StartingPointSite {
  title: string;
  timeZone: string;
  currency: string;
  language: string;
  /** The host names it answers on, the primary one first (none: only as the default website). */
  hosts: readonly string[];
  /** The owner's email, shown as the contact address. */
  contactEmail: string;
}

/** The demo products a Shop starts with. */
const SHOP_PRODUCTS = ['waxed-canvas-tote', 'enamel-camp-mug', 'cedar-and-sea-salt-candle'];
/** The demo posts a Blog starts with. */
const BLOG_POSTS = 2;
/** The demo pictures a Portfolio's gallery starts with. */
const PORTFOLIO_ITEMS = 6;

type Page = DemoFixtures['pages'][number];
type Collection = DemoFixtures['collections'][number];

function page(fields: Omit<Page, 'content' | 'seo' | 'images'> & Partial<Page>): Page {
  return { content: { blocks: [] }, seo: {}, images: [], ...fields };
}

function html(text: string): Record<string, unknown> {
  return { type: 'html', html: text };
}

/**
 * The fixtures of `point` for `site`: built from the demo's (its pictures are drawn from the same
 * recipes, labelled with the new title) with every Harbor & Pine detail left out: no mailing list,
 * coupons, taxes, events or members; one flat shipping rate for a shop.
 */
export async function startingPointFixtures(
  point: StartingPoint,
  site: StartingPointSite,
  now = new Date(),
): Promise<DemoFixtures> {
  const demo = await loadDemoFixtures(undefined, now);
  const title = site.title;
  const hero = demo.pages.find((candidate) => candidate.key === 'home')!.images[0];
  const aboutPicture = demo.pages.find((candidate) => candidate.key === 'about')!.images[0];
  const demoCollection = (key: string): Collection => {
    const found = demo.collections.find((collection) => collection.key === key)!;
    return { ...found, description: '' };
  };

  const collections: Collection[] = [];
  const pages: Page[] = [];
  const main: { page: string }[] = [{ page: 'home' }];
  const homeBlocks: Record<string, unknown>[] = [
    {
      type: 'image',
      design: 'hero',
      imageKey: hero.key,
      heading: title,
      body: '<p>Welcome. Change this text and picture in the editor.</p>',
    },
  ];

  const products = {
    ...demo.products,
    products: [] as DemoFixtures['products']['products'],
    categories: [] as string[],
  };
  const posts = { ...demo.posts, posts: [] as DemoFixtures['posts']['posts'] };
  const gallery = { ...demo.gallery, items: [] as DemoFixtures['gallery']['items'] };
  const forms = demo.forms.filter((form) => form.key === 'contact');
  let shipping: DemoFixtures['commerce']['shippingOptions'] = [];

  if (point === 'shop') {
    collections.push({ ...demoCollection('shop'), title: 'Shop' });
    pages.push(
      page({
        key: 'shop',
        urlId: 'shop',
        pageType: 1,
        title: 'Shop',
        navigationTitle: 'Shop',
        description: '',
        collection: 'shop',
      }),
    );
    main.push({ page: 'shop' });
    products.products = demo.products.products
      .filter((product) => SHOP_PRODUCTS.includes(product.urlId))
      .map(({ additionalFieldsForm: _form, ...product }) => ({
        ...product,
        merchandising:
          product.merchandising === undefined
            ? undefined
            : { ...product.merchandising, mailingList: undefined },
      }));
    products.categories = [...new Set(products.products.flatMap((product) => product.categories))];
    homeBlocks.push({
      type: 'product',
      heading: 'In the shop',
      collectionKey: 'shop',
      productKeys: products.products.map((product) => product.urlId),
      layout: 'grid',
      showPrice: true,
      showAddToCart: true,
    });
    shipping = [
      {
        name: 'Standard shipping',
        kind: 'flat',
        rateCents: 800,
        freeOverCents: null,
        rules: { deliveryEstimate: '3–5 business days' },
        enabled: true,
      },
    ];
  }
  if (point === 'portfolio') {
    collections.push({ ...demoCollection('gallery'), title: 'Gallery' });
    pages.push(
      page({
        key: 'gallery',
        urlId: 'gallery',
        pageType: 1,
        title: 'Gallery',
        navigationTitle: 'Gallery',
        description: '',
        collection: 'gallery',
      }),
    );
    main.push({ page: 'gallery' });
    gallery.items = demo.gallery.items.slice(0, PORTFOLIO_ITEMS);
  }
  if (point === 'blog') {
    collections.push({ ...demoCollection('journal'), title: 'Journal' });
    pages.push(
      page({
        key: 'journal',
        urlId: 'journal',
        pageType: 1,
        title: 'Journal',
        navigationTitle: 'Journal',
        description: '',
        collection: 'journal',
      }),
    );
    main.push({ page: 'journal' });
    posts.posts = demo.posts.posts.filter((post) => post.status === 'published').slice(0, BLOG_POSTS);
  }
  if (point === 'shop' || point === 'portfolio') {
    pages.push(
      page({
        key: 'about',
        urlId: 'about',
        pageType: 2,
        title: 'About',
        navigationTitle: 'About',
        description: `About ${title}.`,
        content: {
          blocks: [
            { type: 'image', imageKey: aboutPicture.key },
            html(`<h2>About ${escapeHtml(title)}</h2><p>Tell your visitors who you are and what you do.</p>`),
          ],
        },
        images: [aboutPicture],
      }),
      page({
        key: 'contact',
        urlId: 'contact',
        pageType: 2,
        title: 'Contact',
        navigationTitle: 'Contact',
        description: `Write to ${title}.`,
        content: {
          blocks: [
            html('<h2>Write to us</h2><p>We answer every message.</p>'),
            { type: 'form', formKey: 'contact', buttonText: 'Send Message' },
          ],
        },
      }),
    );
    main.push({ page: 'about' }, { page: 'contact' });
  }
  pages.unshift(
    page({
      key: 'home',
      urlId: 'home',
      pageType: 2,
      title,
      navigationTitle: 'Home',
      description: '',
      content: { blocks: homeBlocks },
      seo: { title },
      images: [hero],
    }),
  );

  // The content files name a collection even when empty; the ids of absent ones are never used.
  const settings = structuredClone(demo.settings);
  settings.store.settings = { ...settings.store.settings, storeName: title };
  settings.site.commentsEnabled = false;
  settings.site.settings = {
    ...settings.site.settings,
    homePageKey: 'home',
    logoImageKey: 'logo',
    businessName: title,
    contactEmail: site.contactEmail,
    contactPhone: '',
    businessAddress: { addressLine1: '', addressLine2: '', addressCountry: '' },
    businessHours: [],
    socialAccounts: [],
  };
  settings.header = {
    ...settings.header,
    secondaryNavigation: undefined,
    showCart: point === 'shop',
    showSocialLinks: false,
    announcementBar: { enabled: false, text: '' },
  };
  settings.footer = {
    navigation: 'footer',
    showSocialLinks: false,
    newsletter: { enabled: false },
    html: `<p>${escapeHtml(title)}</p>`,
    copyright: `© ${title}`,
  };
  settings.integrations = { workflowAutomation: { status: 'disconnected' } };

  return {
    dir: demo.dir,
    website: {
      ...demo.website,
      title,
      tagline: '',
      description: '',
      timeZone: site.timeZone,
      currency: site.currency,
      language: site.language,
      domains: site.hosts.map((host, index) => ({ host, primary: index === 0 })),
      languages: [{ code: site.language, name: site.language, isDefault: true }],
      logo: { ...demo.website.logo, label: title, sublabel: '', alt: title },
    },
    settings,
    owner: { ...demo.owner, role: 1 },
    mailingLists: [],
    collections,
    pages,
    navigation: { main, footer: [] },
    forms,
    products,
    posts,
    gallery,
    events: { ...demo.events, events: [] },
    commerce: { ...demo.commerce, shippingOptions: shipping, taxRules: [], coupons: [] },
  };
}
