// tessera dev's browser side (runtime/dev-reload.ts) in jsdom: the error overlay and stylesheets swapped by their unhashed URL.
import { afterEach, describe, expect, it } from 'vitest';
import { showErrors, stylesheetKey, swapStylesheets } from '../../runtime/dev-reload.js';

const ERROR =
  "templates/site.region:63:8: error: Formatter 'no-such-formatter' is unknown.\n63 | {title|no-such-formatter}\n            ^";

describe('the live-reload script', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('shows errors in an alert dialog named by their count, with the text as tessera check prints it', () => {
    showErrors([ERROR]);
    const dialog = document.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'The theme has an error',
    );
    expect(dialog.querySelector('pre')?.textContent).toBe(ERROR);
    expect(document.activeElement).toBe(dialog);

    showErrors([ERROR, ERROR]);
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(document.querySelector('[role="alertdialog"] h2')?.textContent).toBe('The theme has 2 errors');
    (document.querySelector('[role="alertdialog"] button') as HTMLButtonElement).click();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('knows a stylesheet by its URL without the content hash', () => {
    const base = 'http://localhost:3000/shop';
    expect(stylesheetKey('/theme/site-0123456789ab.css', base)).toBe('/theme/site.css');
    expect(stylesheetKey('/site.css?v=abc', base)).toBe('/site.css');
    expect(stylesheetKey('https://fonts.example/a.css', base)).toBeUndefined();
  });

  it('adds the new stylesheet beside the old one, and asks for a reload when a stylesheet is new to the page', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/theme/site-0123456789ab.css">';
    expect(swapStylesheets(['/theme/site-ba9876543210.css'])).toBe(true);
    const hrefs = [...document.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/theme/site-0123456789ab.css', '/theme/site-ba9876543210.css']);
    expect(swapStylesheets(['/theme/print-0123456789ab.css'])).toBe(false);
  });
});
