// The tweak body classes named as the platform named them.
import { describe, expect, it } from 'vitest';
import { isTweakClassOf, tweakBodyClass, tweakClassBase, tweakSlug } from './theme-tweak-classes.js';

describe('tweak body classes', () => {
  it('slugs titles and options as the platform did', () => {
    expect(tweakSlug('3:2 Standard')).toBe('32-standard');
    expect(tweakSlug('2.40:1 Anamorphic  Widescreen')).toBe('2401-anamorphic-widescreen');
    expect(tweakSlug('Full - Width')).toBe('full-width');
    expect(tweakClassBase('Event Time Format')).toBe('tweak-event-time-format');
    expect(tweakClassBase('tweak-site-width-option')).toBe('tweak-site-width-option');
  });

  it("gives a dropdown's option class and a checkbox's class only when on", () => {
    const dropdown = { type: 'dropdown', classBase: 'tweak-header-layout' };
    const checkbox = { type: 'checkbox', classBase: 'tweak-sticky-header' };
    expect(tweakBodyClass(dropdown, 'Left Aligned')).toBe('tweak-header-layout-left-aligned');
    expect(tweakBodyClass(checkbox, 'true')).toBe('tweak-sticky-header');
    expect(tweakBodyClass(checkbox, 'false')).toBeUndefined();
    expect(tweakBodyClass({ type: 'color', classBase: 'tweak-x' }, 'red')).toBeUndefined();
    expect(isTweakClassOf(dropdown, 'tweak-header-layout-centered')).toBe(true);
    expect(isTweakClassOf(dropdown, 'tweak-header-layouts')).toBe(false);
  });
});
