import type { NamedRef, Product, SellBy } from '../../api/types';
import { discountedPrice } from '../../lib/money';
import { MAX_LINE_GRAMS, sellByOf } from '../../lib/weight';
import type { ProductInput } from './adminApi';

/** What the product form holds while an admin types: text as typed, chips as names and ids. */
export interface ProductFormValues {
  name: string;
  description: string;
  image: string[];
  category: NamedRef[];
  subCategory: NamedRef[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  more_details: Record<string, string>;
  /** Sold at no charge on purpose (issue 33, item 10). */
  free: boolean;
  /**
   * Issue 38: by the unit, or by weight (price per kg, stock in grams, and its terms in whole grams);
   * fixed once the product exists.
   */
  sellBy: SellBy;
  weightStepGrams: string;
  weightMinGrams: string;
  weightMaxGrams: string;
}

export type WeightField = 'weightStepGrams' | 'weightMinGrams' | 'weightMaxGrams';

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  image: [],
  category: [],
  subCategory: [],
  unit: '',
  stock: '',
  price: '',
  discount: '',
  more_details: {},
  free: false,
  sellBy: 'unit',
  weightStepGrams: '',
  weightMinGrams: '',
  weightMaxGrams: '',
};

export function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    image: product.image,
    category: product.category,
    subCategory: product.subCategory,
    unit: product.unit,
    stock: String(product.stock),
    price: String(product.price),
    discount: String(product.discount ?? 0),
    more_details: { ...(product.more_details ?? {}) },
    free: product.free,
    sellBy: sellByOf(product),
    weightStepGrams: gramsText(product.weightStepGrams),
    weightMinGrams: gramsText(product.weightMinGrams),
    weightMaxGrams: gramsText(product.weightMaxGrams),
  };
}

const gramsText = (grams: number | undefined) => (grams === undefined ? '' : String(grams));

export type ProductFormErrors = Partial<Record<keyof ProductFormValues | `detail:${string}`, string>>;

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= 0;

/**
 * Spec 5: name, description, unit, stock, price, discount and every custom field are required; numbers
 * numeric. And at least one image (issue 17): shoppers would see only a drawn placeholder. By weight
 * (issue 38) the stock counts grams, and the step, minimum and maximum follow the server's rules.
 */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  if (values.image.length === 0) errors.image = 'Upload at least one image';
  if (values.category.length === 0) errors.category = 'Choose at least one category';
  if (!values.unit.trim()) errors.unit = 'Unit is required';
  if (!isNumber(values.stock) || !Number.isInteger(Number(values.stock)))
    errors.stock =
      values.sellBy === 'weight'
        ? 'Stock must be whole grams, 0 or more'
        : 'Number of stock must be a whole number, 0 or more';
  if (!isNumber(values.price)) errors.price = 'Price must be a number, 0 or more';
  if (!isNumber(values.discount) || Number(values.discount) > 100)
    errors.discount = 'Discount must be a percent from 0 to 100';
  for (const [field, text] of Object.entries(values.more_details)) {
    if (!text.trim()) errors[`detail:${field}`] = `${field} is required`;
  }
  if (values.sellBy === 'weight') Object.assign(errors, weightTermsErrors(values));
  return errors;
}

const WEIGHT_LABELS: Record<WeightField, string> = {
  weightStepGrams: 'Step',
  weightMinGrams: 'Minimum',
  weightMaxGrams: 'Maximum',
};

/** The server's rules for by-weight terms (WEIGHT_TERMS_INVALID), said beside the field at fault. */
function weightTermsErrors(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const grams = (field: WeightField) => Number(values[field]);
  for (const field of Object.keys(WEIGHT_LABELS) as WeightField[]) {
    const value = grams(field);
    if (!values[field].trim() || !Number.isInteger(value) || value < 1 || value > MAX_LINE_GRAMS)
      errors[field] = `${WEIGHT_LABELS[field]} must be whole grams from 1 to ${MAX_LINE_GRAMS}`;
  }
  if (errors.weightStepGrams) return errors;
  const step = grams('weightStepGrams');
  for (const field of ['weightMinGrams', 'weightMaxGrams'] as const) {
    if (!errors[field] && grams(field) % step)
      errors[field] = `${WEIGHT_LABELS[field]} must be whole steps of ${step} g`;
  }
  if (!errors.weightMinGrams && !errors.weightMaxGrams && grams('weightMinGrams') > grams('weightMaxGrams'))
    errors.weightMaxGrams = 'Maximum cannot be below the minimum';
  return errors;
}

/**
 * What the form sends. A product sold by the unit sends no selling terms (the server's default), so
 * its body is what it was before products sold by weight.
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  const byWeight = values.sellBy === 'weight' && {
    sellBy: 'weight' as const,
    weightStepGrams: Number(values.weightStepGrams),
    weightMinGrams: Number(values.weightMinGrams),
    weightMaxGrams: Number(values.weightMaxGrams),
  };
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    image: values.image,
    category: values.category.map((ref) => ref._id),
    subCategory: values.subCategory.map((ref) => ref._id),
    unit: values.unit.trim(),
    stock: Number(values.stock),
    price: Number(values.price),
    discount: Number(values.discount),
    more_details: Object.fromEntries(Object.entries(values.more_details).map(([field, text]) => [field, text.trim()])),
    free: values.free,
    ...byWeight,
  };
}

/** The fields an edit changed from what was loaded: a save sends only these, so it overwrites nothing else. */
export function changesOf(loaded: ProductInput, edited: ProductInput): Partial<ProductInput> {
  return Object.fromEntries(
    Object.entries(edited).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(loaded[field as keyof ProductInput]),
    ),
  );
}

/** Whether the product as typed would sell for nothing (price 0, or a discount that takes all of it). */
export function sellsForNothing(values: ProductFormValues): boolean {
  return (
    isNumber(values.price) &&
    isNumber(values.discount) &&
    discountedPrice(Number(values.price), Number(values.discount)) <= 0
  );
}
