import type { WebImage } from '@shop/common';
import sharp from 'sharp';

const SIZE = 360;

/** Up to two initials of a product or category name: "Basmati Rice" → "BR". */
export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/**
 * A square picture for demo data: the name's initials on a coloured tile with the name underneath,
 * drawn as SVG and encoded to WebP locally (no stock photos needed).
 */
export async function tileImage(name: string, colour: string, shade = 0): Promise<WebImage> {
  const label = escapeXml(name.length > 26 ? `${name.slice(0, 25)}…` : name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" rx="36" fill="${colour}"/>
  <rect width="${SIZE}" height="${SIZE}" rx="36" fill="#000" fill-opacity="${(shade % 4) * 0.08}"/>
  <circle cx="${SIZE / 2}" cy="150" r="95" fill="#fff" fill-opacity="0.18"/>
  <text x="50%" y="185" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="96" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
  <text x="50%" y="305" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { content: data, contentType: 'image/webp', width: info.width, height: info.height };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}
