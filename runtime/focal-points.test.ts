// @vitest-environment jsdom
// Tests that a cropped picture is positioned on its focal point.
import { describe, expect, it } from 'vitest';
import { applyFocalPoints } from './focal-points.js';

describe('applyFocalPoints', () => {
  it('sets object-position from each image’s focal point, centring a missing one', () => {
    document.body.innerHTML =
      '<img alt="" data-image-focal-point="0.25,0.8"><img alt="" data-image-focal-point=""><img alt="">';
    applyFocalPoints(document);
    const [near, blank, none] = document.querySelectorAll('img');
    expect(near!.style.objectPosition).toBe('25% 80%');
    expect(blank!.style.objectPosition).toBe('50% 50%');
    expect(none!.style.objectPosition).toBe('');
  });
});
