/** Soft backgrounds for placeholders, chosen by name so a product keeps its colour everywhere. */
const BACKGROUNDS = ['#dcfce7', '#fef3c7', '#e0f2fe', '#fce7f3', '#ede9fe', '#ffedd5'];
const INK = '#14532d';

/** The first letter or digit of a name, upper-cased ('?' when it has none). */
export function initialOf(name: string): string {
  return name.match(/[\p{L}\p{N}]/u)?.[0].toLocaleUpperCase() ?? '?';
}

/**
 * A picture for a product that has none: a square SVG with the name's initial, as a data URL, so it
 * fits every place an uploaded image goes (products made through the API may come without one).
 */
export function placeholderImage(name: string): string {
  const hash = [...name].reduce((sum, character) => (sum * 31 + character.codePointAt(0)!) >>> 0, 7);
  const background = BACKGROUNDS[hash % BACKGROUNDS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" rx="16" fill="${background}"/>` +
    `<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="72" font-weight="700" fill="${INK}">${escapeXml(initialOf(name))}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The image to show for a product: its first picture, or the placeholder when it has none. */
export function productImageSrc(product: { name: string; image?: string[] | null }): string {
  return product.image?.find((url) => url.trim() !== '') ?? placeholderImage(product.name);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0)};`);
}
