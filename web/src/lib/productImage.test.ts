import { describe, expect, it } from 'vitest';
import { initialOf, placeholderImage, productImageSrc } from './productImage';

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

describe('product image', () => {
  it('shows the first picture a product has', () => {
    expect(productImageSrc({ name: 'Tea', image: ['/media/a.webp', '/media/b.webp'] })).toBe('/media/a.webp');
  });

  it('draws the initial of the name when the product has no picture (none, empty list or blank url)', () => {
    for (const image of [undefined, null, [], ['']]) {
      const src = productImageSrc({ name: 'masala chai', image });
      expect(src.startsWith('data:image/svg+xml,')).toBe(true);
      expect(svgOf(src)).toContain('>M</text>');
    }
  });

  it('takes the first letter or digit, in any script, and escapes markup', () => {
    expect(initialOf('  "quoted" name')).toBe('Q');
    expect(initialOf('7 Up')).toBe('7');
    expect(initialOf('éclair')).toBe('É');
    expect(initialOf('***')).toBe('?');
    expect(svgOf(placeholderImage('<b>'))).toContain('>B</text>');
    expect(svgOf(placeholderImage('<>'))).toContain('>?</text>');
  });

  it('gives one name the same colour every time', () => {
    expect(placeholderImage('Basmati Rice')).toBe(placeholderImage('Basmati Rice'));
  });
});
