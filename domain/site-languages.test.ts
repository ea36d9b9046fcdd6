// Tests the language rules: BCP 47 tags checked and put in canonical case, a path's language prefix, and a block's translated texts falling back to the primary ones.
import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, localizedPath, pathLanguage, translatedBlock } from './site-languages.js';

describe('language tags', () => {
  it('puts well-formed BCP 47 tags in canonical case and refuses the rest', () => {
    expect(canonicalLanguageTag('FR')).toBe('fr');
    expect(canonicalLanguageTag('pt-br')).toBe('pt-BR');
    expect(canonicalLanguageTag('zh-hans')).toBe('zh-Hans');
    expect(canonicalLanguageTag('es-419')).toBe('es-419');
    for (const bad of ['fr_FR', 'f', '', 'englishes', 'en--us', 'de-DE-', '<script>'])
      expect(canonicalLanguageTag(bad), bad).toBeUndefined();
  });
});

describe('language addresses', () => {
  it('finds the language of a path and the page under it', () => {
    const languages = ['fr', 'pt-BR'];
    expect(pathLanguage('/fr/about', languages)).toEqual({ language: 'fr', path: '/about' });
    expect(pathLanguage('/fr', languages)).toEqual({ language: 'fr', path: '/' });
    expect(pathLanguage('/PT-BR/shop/p/mug', languages)).toEqual({ language: 'pt-BR', path: '/shop/p/mug' });
    expect(pathLanguage('/france', languages)).toEqual({ language: undefined, path: '/france' });
    expect(pathLanguage('/', languages)).toEqual({ language: undefined, path: '/' });
    expect(localizedPath('/', 'pt-BR')).toBe('/pt-br');
    expect(localizedPath('/about', 'fr')).toBe('/fr/about');
    expect(localizedPath('/about', undefined)).toBe('/about');
  });
});

describe('translated blocks', () => {
  it('puts in the translated texts it knows, keeping the primary text where one is empty or missing', () => {
    const image = {
      type: 'image',
      imageId: 'i1',
      caption: 'A mug',
      heading: 'New',
      button: { label: 'Shop', href: '/shop' },
    };
    expect(
      translatedBlock(image, {
        caption: 'Une tasse',
        heading: '  ',
        'button.label': 'Boutique',
        imageId: 'x',
      }),
    ).toEqual({ ...image, caption: 'Une tasse', button: { label: 'Boutique', href: '/shop' } });
    // A field the block does not have stays absent.
    expect(translatedBlock({ type: 'image', imageId: 'i1' }, { 'button.label': 'Boutique' })).toEqual({
      type: 'image',
      imageId: 'i1',
    });
    expect(translatedBlock({ type: 'spacer', size: 'small' }, { size: 'large' })).toEqual({
      type: 'spacer',
      size: 'small',
    });
  });
});
