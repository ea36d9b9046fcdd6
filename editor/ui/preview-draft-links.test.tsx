// Draft mode kept inside the editor's preview: a page shown as a draft (`?draft=1`), a click on a link to another page of the site takes `?draft=1` along; links to other sites, files, the API, a spot of the same page, and pages not shown as a draft are left alone.
import { fireEvent } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { draftPreviewLink } from '../../domain/preview-links.js';
import { keepDraftLinksInFrame } from './preview-draft-links.js';

const SITE = 'http://harbor.example.test';

/** The preview frame after it loaded `path` of the site, showing a page with these links. */
function framedPage(path: string, links: readonly string[]) {
  const dom = new JSDOM(
    `<!doctype html><body><nav>${links.map((href) => `<a href="${href}"><span>${href}</span></a>`).join('')}</nav></body>`,
    { url: `${SITE}${path}` },
  );
  const frame = {
    contentDocument: dom.window.document,
    contentWindow: dom.window,
  } as unknown as HTMLIFrameElement;
  keepDraftLinksInFrame(frame);
  const document = dom.window.document;
  /** Clicks the link (on the text inside it, as an owner does) and answers where it then goes. */
  const follow = (href: string) => {
    const link = Array.from(document.querySelectorAll('a')).find((a) => a.getAttribute('href') === href)!;
    // jsdom does not navigate; the link's address when the click's default action runs is where it goes.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link.querySelector('span')!);
    return link.getAttribute('href');
  };
  return { follow };
}

describe('the preview of a draft', () => {
  it('keeps draft mode when the owner follows a link to another page of the site', () => {
    const page = framedPage('/about?draft=1', [
      '/contact',
      'blog/first-post?tag=news',
      `${SITE}/shop#top`,
      'https://elsewhere.example.test/page',
      '/files/menu.pdf',
      '/api/site/search',
      '#team',
      '/gallery?revision=abc',
      'mailto:hello@example.test',
    ]);
    expect(page.follow('/contact')).toBe(`${SITE}/contact?draft=1`);
    expect(page.follow('blog/first-post?tag=news')).toBe(`${SITE}/blog/first-post?tag=news&draft=1`);
    expect(page.follow(`${SITE}/shop#top`)).toBe(`${SITE}/shop?draft=1#top`);
    // Not pages of this site, or not another page: as they were.
    expect(page.follow('https://elsewhere.example.test/page')).toBe('https://elsewhere.example.test/page');
    expect(page.follow('/files/menu.pdf')).toBe('/files/menu.pdf');
    expect(page.follow('/api/site/search')).toBe('/api/site/search');
    expect(page.follow('#team')).toBe('#team');
    expect(page.follow('/gallery?revision=abc')).toBe('/gallery?revision=abc');
    expect(page.follow('mailto:hello@example.test')).toBe('mailto:hello@example.test');
  });

  it('leaves the links of a page not shown as a draft alone', () => {
    const page = framedPage('/about', ['/contact']);
    expect(page.follow('/contact')).toBe('/contact');
    expect(draftPreviewLink('/contact', `${SITE}/about?draft=0`)).toBeUndefined();
  });
});
