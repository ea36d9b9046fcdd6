// What the screen tests of the unsaved-changes guard share: leaving by a link while changes are not saved asks first ("Stay" keeps them, "Leave without saving" goes), and closing the tab is warned.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RenderedEditor } from './render-editor.js';

/** Whether closing or reloading the tab now would get the browser's warning. */
export function closingTabIsWarned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * With changes not saved: leaving (`go`: a click on a link) asks "Leave without saving?"; "Stay on
 * this screen" keeps the owner at `path`; leaving again and "Leave without saving" goes.
 */
export async function expectLeavingToAsk(
  user: UserEvent,
  router: RenderedEditor['router'],
  go: () => Promise<unknown>,
  path: string,
  { leave = true }: { leave?: boolean } = {},
): Promise<void> {
  expect(closingTabIsWarned()).toBe(true);
  await go();
  let question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  expect(router.state.location.pathname).toBe(path);
  await user.click(within(question).getByRole('button', { name: 'Stay on this screen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(router.state.location.pathname).toBe(path);
  if (!leave) return;
  await go();
  question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(within(question).getByRole('button', { name: 'Leave without saving' }));
  await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
}

/** With nothing to lose: leaving (`go`) goes at once, and closing the tab is not warned. */
export async function expectLeavingFreely(
  user: UserEvent,
  router: RenderedEditor['router'],
  go: () => Promise<unknown>,
  path: string,
): Promise<void> {
  expect(closingTabIsWarned()).toBe(false);
  await go();
  await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
  expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
}
