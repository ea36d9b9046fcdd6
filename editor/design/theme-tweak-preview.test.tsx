// The Theme styles panel's live preview: a dropdown or checkbox tweak's draft swaps the preview's body classes as the platform names them.
import { afterEach, describe, expect, it } from 'vitest';
import type { ThemeTweak } from '../../domain/owner-api/themes.js';
import { previewTweakClasses } from './theme-tweak-preview.js';

const base = {
  kind: 'class' as const,
  category: 'Header',
  value: null,
  declaredAt: 'styles/site.less:3',
};
const TWEAKS: ThemeTweak[] = [
  {
    ...base,
    name: 'tweak-header-layout',
    type: 'dropdown',
    title: 'tweak-header-layout',
    label: 'Layout',
    classBase: 'tweak-header-layout',
    default: 'Left Aligned',
    options: { options: ['Centered', 'Left Aligned', '3:2 Split'] },
  },
  {
    ...base,
    name: 'tweak-site-border',
    type: 'checkbox',
    title: 'Site Border',
    label: 'Site Border',
    classBase: 'tweak-site-border',
    default: 'false',
    options: {},
  },
  {
    ...base,
    name: 'tweak-site-border-color',
    type: 'dropdown',
    title: 'tweak-site-border-color',
    label: 'Border colour',
    classBase: 'tweak-site-border-color',
    default: 'Dark',
    options: { options: ['Dark', 'Light'] },
  },
  {
    ...base,
    kind: 'variable',
    name: 'accent',
    type: 'color',
    title: 'Accent',
    label: 'Accent',
    classBase: null,
    default: '#c00',
    options: {},
  },
];

afterEach(() => document.body.replaceChildren());

function frameWithBody(classes: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  frame.contentDocument!.body.className = classes;
  return frame;
}

describe('previewTweakClasses', () => {
  it("swaps each tweak's classes for the draft's, leaving the page's others", () => {
    const frame = frameWithBody(
      'collection-type-blog tweak-header-layout-left-aligned tweak-site-border-color-dark',
    );
    previewTweakClasses(frame, TWEAKS, {
      'tweak-header-layout': '3:2 Split',
      'tweak-site-border': 'true',
      'tweak-site-border-color': 'Light',
      accent: '#00f',
    });
    expect([...frame.contentDocument!.body.classList]).toEqual([
      'collection-type-blog',
      'tweak-header-layout-32-split',
      'tweak-site-border',
      'tweak-site-border-color-light',
    ]);
    previewTweakClasses(frame, TWEAKS, { 'tweak-site-border': 'false' });
    expect([...frame.contentDocument!.body.classList]).toEqual([
      'collection-type-blog',
      'tweak-header-layout-left-aligned',
      'tweak-site-border-color-dark',
    ]);
  });

  it('does nothing without a frame', () => {
    expect(() => previewTweakClasses(null, TWEAKS, {})).not.toThrow();
  });
});
