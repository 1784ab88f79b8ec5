import type { ImgHTMLAttributes } from 'react';
import { placeholderImage, productImageSrc } from '../lib/productImage';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  product: { name: string; image?: string[] | null };
};

/**
 * A product's first picture; the drawn placeholder when it has none or when the picture fails to
 * load, so a shopper never sees the browser's broken-image icon.
 */
export function ProductImage({ product, ...attributes }: ProductImageProps) {
  const placeholder = placeholderImage(product.name);
  return (
    <img
      {...attributes}
      src={productImageSrc(product)}
      onError={(event) => {
        if (event.currentTarget.src !== placeholder) event.currentTarget.src = placeholder;
      }}
    />
  );
}
