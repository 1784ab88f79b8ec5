import { weightTermsProblem, WeightTerms } from '@shop/common';
import { SellByFixed, WeightTermsInvalid } from '../catalog.errors';
import type { CreateProductDto, UpdateProductDto } from './dto/product.dto';
import type { Product } from './product.schema';

/** How a product is sold, as stored: by the unit, or by weight with its terms. */
export type SellingTerms = Pick<Product, 'sellBy'> & Partial<WeightTerms>;

const TERM_FIELDS = ['weightStepGrams', 'weightMinGrams', 'weightMaxGrams'] as const;

/** A new product's terms: by-weight ones all given and sound; none for a product sold by the unit. */
export function sellingTermsOf(dto: CreateProductDto): SellingTerms {
  if (dto.sellBy !== 'weight') {
    if (TERM_FIELDS.some((field) => dto[field] !== undefined)) throw unitWithTerms();
    return { sellBy: 'unit' };
  }
  const missing = TERM_FIELDS.filter((field) => dto[field] === undefined);
  if (missing.length) throw new WeightTermsInvalid(`A product sold by weight needs ${missing.join(', ')}`);
  const terms = soundTerms({
    weightStepGrams: dto.weightStepGrams!,
    weightMinGrams: dto.weightMinGrams!,
    weightMaxGrams: dto.weightMaxGrams!,
  });
  if (terms instanceof WeightTermsInvalid) throw terms;
  return terms;
}

/**
 * The terms a save leaves the product with, checked against what it has as the save reads it: sellBy
 * never changes, and by-weight terms stay sound with the ones not given. Undefined: the save does not
 * touch them.
 */
export function changedSellingTerms(
  dto: UpdateProductDto,
  product: Product,
): SellingTerms | SellByFixed | WeightTermsInvalid | undefined {
  const sellBy = product.sellBy ?? 'unit';
  if (dto.sellBy !== undefined && dto.sellBy !== sellBy) return new SellByFixed();
  if (!TERM_FIELDS.some((field) => dto[field] !== undefined)) return undefined;
  if (sellBy !== 'weight') return unitWithTerms();
  return soundTerms({
    weightStepGrams: dto.weightStepGrams ?? product.weightStepGrams!,
    weightMinGrams: dto.weightMinGrams ?? product.weightMinGrams!,
    weightMaxGrams: dto.weightMaxGrams ?? product.weightMaxGrams!,
  });
}

function soundTerms(terms: WeightTerms): SellingTerms | WeightTermsInvalid {
  const problem = weightTermsProblem(terms);
  return problem ? new WeightTermsInvalid(problem) : { sellBy: 'weight', ...terms };
}

const unitWithTerms = () =>
  new WeightTermsInvalid('weightStepGrams, weightMinGrams and weightMaxGrams are for products sold by weight only');
