import { Types } from 'mongoose';
import { announcedWrite, quietWrite } from './product-change';
import type { Product } from './product.schema';

const product = {
  _id: new Types.ObjectId(),
  name: 'Green Tea',
  image: [],
  unit: '100 g',
  price: 250,
  discount: 0,
  stock: 5,
  publish: true,
  version: 3,
  stockVersion: 7,
} as unknown as Product;

describe('announcedWrite', () => {
  it('moves the version on and queues product.updated with the product as the change leaves it', () => {
    const { update, event, stockVersion } = announcedWrite(product, {
      set: { price: 300 },
      unset: { 'more_details.a': '' },
    });
    expect(update.$set).toEqual({ price: 300, version: 4 });
    expect(update.$unset).toEqual({ 'more_details.a': '' });
    expect(stockVersion).toBeUndefined();
    expect(event?.payload).toMatchObject({ product: { price: 300, stock: 5, version: 4 } });
    expect(update.$push).toEqual({ outbox: event });
  });

  it('moves the stock version on with a stock the change sets, and announces that stock', () => {
    const { update, event, stockVersion } = announcedWrite(product, { stock: 2 });
    expect(update.$set).toEqual({ version: 4, stock: 2, stockVersion: 8 });
    expect(stockVersion).toBe(8);
    expect(event?.payload).toMatchObject({ product: { stock: 2, version: 4 } });
  });
});

describe('quietWrite', () => {
  it('writes the change alone: no version, no event, and no empty $set', () => {
    expect(quietWrite({ unset: { 'holds.r1': '' } })).toEqual({ update: { $unset: { 'holds.r1': '' } } });
    expect(quietWrite({ set: {}, unset: { 'holds.r1': '' } })).toEqual({ update: { $unset: { 'holds.r1': '' } } });
    expect(quietWrite({ set: { 'restocks.o1': 2 } })).toEqual({ update: { $set: { 'restocks.o1': 2 } } });
  });
});
