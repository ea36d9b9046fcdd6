// Drives the newsletter block as a visitor: 'Required' and SPEC §5's email message above the field, 'Submitting…', the confirmation text, refusals.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, type FakeApi } from '../test-support/fake-api.js';
import { renderIsland } from '../test-support/render-island.js';
import { NewsletterBlock, newsletterProps } from './newsletter-island.js';

const SUBSCRIBE_PATH = '/api/newsletter/subscribe';
const CHECK_EMAIL = 'Almost done! Check your inbox for a link to confirm your subscription.';

function renderBlock(api: FakeApi) {
  const props = newsletterProps({
    formId: 'news',
    title: 'Letters from the workshop',
    description: 'One email a month.',
    buttonText: 'Subscribe',
    mailingListId: 'list-1',
  });
  return renderIsland(<NewsletterBlock {...props} />, { api });
}

function emailField(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Email address' });
}

/** The message tied to the email field (`aria-describedby`). */
function fieldMessage(): string {
  const id = emailField().getAttribute('aria-describedby');
  return id === null ? '' : (document.getElementById(id)?.textContent ?? '');
}

describe('newsletter island (jsdom)', () => {
  it('flags an empty or malformed address above the field, focuses it, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = renderBlock(api);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(fieldMessage()).toBe('Required');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    // No summary names the problem: the field takes the focus, so its message is read with it.
    expect(document.activeElement).toBe(emailField());

    await user.type(emailField(), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(fieldMessage()).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    // SPEC §8: newsletter forms show no summary message.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("subscribes ('Submitting…' meanwhile) and replaces the form with the confirmation text", async () => {
    const api = fakeApi();
    let answer: (reply: unknown) => void = () => {};
    api.on(`POST ${SUBSCRIBE_PATH}`, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderBlock(api);

    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toHaveProperty('disabled', true);

    answer({ message: CHECK_EMAIL });
    expect((await screen.findByRole('status')).textContent).toBe(CHECK_EMAIL);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Letters from the workshop' })).toBeTruthy();
    expect(api.calls).toEqual([
      { method: 'POST', path: SUBSCRIBE_PATH, body: { email: 'ada@example.com', mailingListId: 'list-1' } },
    ]);
  });

  it("puts the server's word on the address above the field (focused), and SPEC §8's text for a rate limit", async () => {
    const api = fakeApi();
    api.on(`POST ${SUBSCRIBE_PATH}`, () => {
      throw refusal(400, 'invalid-input', 'One or more fields is invalid.', {
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      });
    });
    const { user } = renderBlock(api);

    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Email is not valid. Email addresses should follow the format user@domain.com.');
    expect(fieldMessage()).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await waitFor(() => expect(document.activeElement).toBe(emailField()));

    api.on(`POST ${SUBSCRIBE_PATH}`, () => {
      throw refusal(429, 'rate-limited', 'Please try again in a few seconds.');
    });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    expect(fieldMessage()).toBe('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false);
  });
});
