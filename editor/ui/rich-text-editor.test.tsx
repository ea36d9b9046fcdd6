// Tests the rich-text editor: a labelled multi-line text box, toolbar buttons that say when they are on, and text set from outside.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor.js';

afterEach(cleanup);

function Harness({ initial, onValue }: { initial: string; onValue?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Text"
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>From outside</p>')}>
        Replace
      </button>
    </>
  );
}

/**
 * A parent whose `value` lags one report behind the editor: each render hands back the report
 * before the last, as when a render made before the latest keystrokes runs its effects after them.
 * "Catch up" hands back the last one.
 */
function LaggingHarness({ initial, onValue }: { initial: string; onValue: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  const last = useRef(initial);
  return (
    <>
      <RichTextEditor
        label="Text"
        value={value}
        onChange={(html) => {
          setValue(last.current);
          last.current = html;
          onValue(html);
        }}
      />
      <button type="button" onClick={() => setValue(last.current)}>
        Catch up
      </button>
    </>
  );
}

describe('the rich-text editor', () => {
  it('is a multi-line text box named by its label, showing the HTML it was given', async () => {
    render(<Harness initial="<p>Hello <strong>world</strong></p>" />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.innerHTML).toContain('<strong>world</strong>');
  });

  it('presses Bold on and off, and bolds what is typed after', async () => {
    // ProseMirror reads typed text from the DOM a moment later; a pause per key lets it, even on a busy machine.
    const user = userEvent.setup({ delay: 30 });
    const values: string[] = [];
    render(<Harness initial="" onValue={(html) => values.push(html)} />);
    const bold = await screen.findByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    // jsdom cannot place a click in the text (no layout), so the text is typed where the cursor is.
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Hi', { skipClick: true });
    await waitFor(() => expect(values.at(-1)).toBe('<p><strong>Hi</strong></p>'));
    await user.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('false'));
  });

  it('takes a value from outside without reporting it back as a change', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    render(<Harness initial="<p>Mine</p>" onValue={(html) => values.push(html)} />);
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    const box = await screen.findByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(box.textContent).toBe('From outside'));
    expect(values).toEqual([]);
  });

  it('keeps every keystroke when its own earlier reports come back late as the value', async () => {
    const user = userEvent.setup({ delay: 30 });
    const values: string[] = [];
    render(<LaggingHarness initial="<p>Hello</p>" onValue={(html) => values.push(html)} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(box.textContent).toBe('Hello'));
    // jsdom cannot place a click in the text (no layout): the cursor is where the editor starts, before "Hello".
    box.focus();
    await user.keyboard('Say ');
    await waitFor(() => expect(values.at(-1)).toBe('<p>Say Hello</p>'));
    expect(box.textContent).toBe('Say Hello');
    await user.click(screen.getByRole('button', { name: 'Catch up' }));
    expect(box.textContent).toBe('Say Hello');
  });
});
