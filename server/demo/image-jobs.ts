// Lists every picture the demo needs, with the size and label each place gives it by default.
import type { ImageJob } from './render-images.js';
import type { DemoFixtures } from './load-fixtures.js';

const PRODUCT = { width: 1000, height: 1000 };
const WIDE = { width: 1200, height: 800 };
const GALLERY = { width: 1200, height: 900 };
const EVENT = { width: 1200, height: 675 };
const LOGO = { width: 640, height: 160 };

/**
 * The pictures of the logo, pages, products (and their image downloads), posts, gallery and
 * events. Products and events carry their title in a label band; page, post and gallery pictures
 * are full-bleed unless their recipe gives a label.
 */
export function collectImageJobs(fixtures: DemoFixtures): ImageJob[] {
  const jobs: ImageJob[] = [{ recipe: fixtures.website.logo, label: fixtures.website.title, ...LOGO }];
  for (const page of fixtures.pages) {
    for (const recipe of page.images) jobs.push({ recipe, label: '', ...WIDE });
  }
  for (const product of fixtures.products.products) {
    for (const recipe of product.images) jobs.push({ recipe, label: product.title, ...PRODUCT });
    if (product.digitalFile?.kind === 'image') {
      jobs.push({ recipe: product.digitalFile.image, label: product.title, ...WIDE });
    }
  }
  for (const post of fixtures.posts.posts) jobs.push({ recipe: post.image, label: '', ...WIDE });
  for (const item of fixtures.gallery.items) jobs.push({ recipe: item.image, label: '', ...GALLERY });
  for (const event of fixtures.events.events)
    jobs.push({ recipe: event.image, label: event.title, ...EVENT });
  return jobs;
}
