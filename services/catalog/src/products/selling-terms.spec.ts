import { SellByFixed, WeightTermsInvalid } from '../catalog.errors';
import type { CreateProductDto, UpdateProductDto } from './dto/product.dto';
import type { Product } from './product.schema';
import { changedSellingTerms, sellingTermsOf } from './selling-terms';

const base = { name: 'Tomatoes', category: [], unit: 'per kg', stock: 12_000, price: 40 } as CreateProductDto;
const byWeight = { sellBy: 'weight', weightStepGrams: 250, weightMinGrams: 500, weightMaxGrams: 5000 } as const;
const stored = (fields: Partial<Product>) => ({ ...base, ...fields }) as unknown as Product;
const update = (fields: Partial<UpdateProductDto>) => ({ _id: 'p1', ...fields }) as UpdateProductDto;

describe('how a product is sold', () => {
  it('sells a new product by the unit unless told, and by weight with sound terms', () => {
    expect(sellingTermsOf(base)).toEqual({ sellBy: 'unit' });
    expect(sellingTermsOf({ ...base, ...byWeight })).toEqual(byWeight);
  });

  it.each([
    [{ ...byWeight, weightMinGrams: undefined }, 'A product sold by weight needs weightMinGrams'],
    [{ ...byWeight, weightMinGrams: 600 }, 'weightMinGrams and weightMaxGrams must be whole steps'],
    [{ ...byWeight, weightMinGrams: 5250 }, 'weightMinGrams cannot be above weightMaxGrams'],
    [{ weightStepGrams: 250 }, 'are for products sold by weight only'],
  ])('refuses a new product’s terms %#', (fields, message) => {
    const refused = () => sellingTermsOf({ ...base, ...fields } as CreateProductDto);
    expect(refused).toThrow(WeightTermsInvalid);
    expect(refused).toThrow(message);
  });

  it('never changes how a saved product is sold, and checks new terms against the stored ones', () => {
    const tomatoes = stored(byWeight);
    expect(changedSellingTerms(update({ name: 'Vine tomatoes' }), tomatoes)).toBeUndefined();
    expect(changedSellingTerms(update({ sellBy: 'weight', weightMaxGrams: 3000 }), tomatoes)).toEqual({
      ...byWeight,
      weightMaxGrams: 3000,
    });
    expect(changedSellingTerms(update({ sellBy: 'unit' }), tomatoes)).toBeInstanceOf(SellByFixed);
    expect(changedSellingTerms(update({ sellBy: 'weight' }), stored({}))).toBeInstanceOf(SellByFixed);
    expect(changedSellingTerms(update({ weightStepGrams: 300 }), tomatoes)).toBeInstanceOf(WeightTermsInvalid);
    expect(changedSellingTerms(update({ weightStepGrams: 100 }), stored({ sellBy: 'unit' }))).toBeInstanceOf(
      WeightTermsInvalid,
    );
  });
});
