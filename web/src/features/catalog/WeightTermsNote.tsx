import { formatKg, kgOfGrams, weightTermsOf } from '../../lib/weight';

/**
 * How a product sold by weight is bought: "Sold by weight: from 0.5 kg, in steps of 0.05 kg, up to
 * 2 kg", so the shopper knows what Add and + will put in the cart.
 */
export function WeightTermsNote({
  product,
}: {
  product: { weightStepGrams?: number; weightMinGrams?: number; weightMaxGrams?: number };
}) {
  const { step, min, max } = weightTermsOf(product);
  const kg = (grams: number) => formatKg(kgOfGrams(grams));
  return (
    <p className="mt-1 text-sm text-neutral-700">
      Sold by weight: from {kg(min)}, in steps of {kg(step)}, up to {kg(max)}
    </p>
  );
}
