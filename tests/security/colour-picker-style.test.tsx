// @vitest-environment jsdom
// The colour picker's own <style> (react-colorful injects it) is allowed by the Content-Security-Policy's hash, and only it.
import { render } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { HexColorPicker } from 'react-colorful';
import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../server/http/security-headers.js';

describe("the colour picker's injected stylesheet", () => {
  it('matches the style-src hash the security headers allow', () => {
    render(<HexColorPicker color="#336699" />);
    const injected = Array.from(document.head.querySelectorAll('style')).find((style) =>
      style.textContent?.includes('.react-colorful'),
    );
    expect(injected).toBeDefined();
    const hash = createHash('sha256')
      .update(injected?.textContent ?? '')
      .digest('base64');
    expect(cspDirectives(true)['style-src']).toContain(`'sha256-${hash}'`);
  });
});
