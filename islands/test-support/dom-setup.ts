// Set-up of the islands' DOM tests: after each test what was rendered unmounted, stubbed globals put back and page events forgotten; find* queries wait up to 5 s; jsdom's gaps filled.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetPageEvents } from './fresh-page.js';
import { fillJsdomGaps } from './jsdom-gaps.js';

// A busy 2-core machine can take more than Testing Library's default second to settle a render.
configure({ asyncUtilTimeout: 5_000 });
fillJsdomGaps();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetPageEvents();
});
