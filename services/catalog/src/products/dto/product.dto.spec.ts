import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateProductDto, UpdateProductDto } from './product.dto';

const id = '64b7f0c2a1b2c3d4e5f60718';

async function problems(cls: new () => object, body: object): Promise<string[]> {
  const errors = await validate(plainToInstance(cls, body), { whitelist: true, forbidUnknownValues: true });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('product DTOs', () => {
  const valid = {
    name: 'Basmati Rice',
    category: [{ _id: id, name: 'Rice' }],
    unit: '1 kg',
    stock: '5',
    price: 120,
    discount: 10,
    more_details: { Origin: 'India', Weight: 5 },
  };

  it('accepts the spec client body: category objects, numbers as text, number details', async () => {
    expect(await problems(CreateProductDto, valid)).toEqual([]);
    const dto = plainToInstance(CreateProductDto, valid);
    expect(dto.category).toEqual([id]);
    expect(dto.stock).toBe(5);
    expect(dto.more_details).toEqual({ Origin: 'India', Weight: '5' });
  });

  it('explains what is wrong', async () => {
    const found = await problems(CreateProductDto, {
      ...valid,
      name: ' ',
      price: -1,
      discount: 120,
      stock: 'many',
      category: ['nope'],
      more_details: { $set: 'x' },
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'name is required',
        'price cannot be negative',
        'discount must be between 0 and 100',
        'stock must be a whole number',
        'category must hold valid ids',
      ]),
    );
    expect(found.some((message) => message.startsWith('more_details must map'))).toBe(true);
  });

  it('needs a valid _id to update', async () => {
    expect(await problems(UpdateProductDto, { _id: '123' })).toEqual(['_id must be a valid id']);
    expect(await problems(UpdateProductDto, { _id: id, price: 10 })).toEqual([]);
  });
});
