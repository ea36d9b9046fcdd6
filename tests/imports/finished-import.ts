// Waiting for a background import to end, as the editor's Import and Websites screens do: they ask for it again until its state is final.
import { expect } from 'vitest';
import type { ImportView } from '../../domain/owner-api/imports.js';
import type { TestBrowser } from '../security/test-browser.js';

/** Asks `GET /api/owner/imports/:id` as `owner` until the import is done or failed; answers what it read last. */
export async function finishedImport(owner: TestBrowser, id: string): Promise<ImportView> {
  for (;;) {
    const res = await owner.send('GET', `/api/owner/imports/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body.import as ImportView;
    if (view.state === 'done' || view.state === 'failed') return view;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
