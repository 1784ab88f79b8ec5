import { useState } from 'react';
import type { Product } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { useToast } from '../toasts/useToast';
import { useUpdateProductMutation } from './adminApi';
import { currentFiguresOf } from './currentFigures';
import { ProductForm } from './ProductForm';
import { changesOf, toProductInput, valuesOf } from './productFormState';
import { formatStock } from './stockLevel';

type Figures = Pick<Product, 'revision' | 'stock' | 'price' | 'discount'>;

/**
 * Edit Product: saves only the fields changed, guarded by the revision and the stock the form loaded
 * (issue 33, item 1). When the product changed meanwhile the form keeps what was typed, shows the
 * current figures, and a second save applies the typed values over them.
 */
export function EditProductForm({ product, onSaved }: { product: Product; onSaved: () => void }) {
  const [update] = useUpdateProductMutation();
  const toast = useToast();
  // Taken once: live updates refresh the product in the list while the form is open.
  const [loaded] = useState(() => valuesOf(product));
  const [seen, setSeen] = useState({ revision: product.revision, stock: product.stock });
  const [notice, setNotice] = useState<string>();
  return (
    <ProductForm
      initial={loaded}
      submitLabel="Update Product"
      notice={notice}
      sellByFixed
      onSubmit={async (input) => {
        const changes = changesOf(toProductInput(loaded), input);
        const result = await update({
          _id: product._id,
          revision: seen.revision,
          ...changes,
          ...(changes.stock !== undefined && { expectedStock: seen.stock }),
        });
        if ('data' in result && result.data) {
          toast.success(result.data.message);
          onSaved();
          return true;
        }
        const current = currentFiguresOf<Figures>(result.error);
        if (current) {
          setSeen({ revision: current.revision, stock: current.stock });
          setNotice(
            `Changed meanwhile: it now has ${formatStock(current.stock, product.sellBy)} in stock, price ${formatMoney(current.price)}, discount ${current.discount}%. Your changes are still here; save again to apply them.`,
          );
        }
        return false;
      }}
    />
  );
}
