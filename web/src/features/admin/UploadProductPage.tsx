import { useState } from 'react';
import { usePageTitle } from '../../components/usePageTitle';
import { AdminHeader } from './AdminHeader';
import { useCreateProductMutation } from './adminApi';
import { ProductForm } from './ProductForm';
import { EMPTY_PRODUCT } from './productFormState';
import { SuccessPopup } from './SuccessPopup';

export default function UploadProductPage() {
  usePageTitle('Upload Product');
  const [create] = useCreateProductMutation();
  const [done, setDone] = useState<string | null>(null);
  // A new key gives an empty form after each product created (and only then).
  const [formKey, setFormKey] = useState(0);
  return (
    <section>
      <AdminHeader title="Upload Product" />
      <ProductForm
        key={formKey}
        initial={EMPTY_PRODUCT}
        submitLabel="Submit"
        onSubmit={async (input) => {
          const result = await create(input);
          if (!('data' in result) || !result.data) return false;
          setDone(result.data.message);
          setFormKey((key) => key + 1);
          return true;
        }}
      />
      <SuccessPopup message={done} onClose={() => setDone(null)} />
    </section>
  );
}
