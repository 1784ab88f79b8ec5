import { createValidationPipe } from '@shop/common';
import { CreateAddressDto } from './create-address.dto';
import { UpdateAddressDto } from './update-address.dto';

const pipe = createValidationPipe();
const validate = (metatype: new () => object, body: unknown) => pipe.transform(body, { type: 'body', metatype });

const valid = {
  address_line: '  12 Market Street ',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  mobile: '+91 98765-43210',
};

describe('address DTOs', () => {
  it('trims text and turns numeric pincode and mobile into strings', async () => {
    const dto = await validate(CreateAddressDto, { ...valid, pincode: 411001, mobile: 9876543210 });
    expect(dto).toEqual({ ...valid, address_line: '12 Market Street', pincode: '411001', mobile: '9876543210' });
  });

  it('drops fields the client may not set, such as userId and status', async () => {
    const dto = await validate(CreateAddressDto, { ...valid, userId: 'someone-else', status: false });
    expect(dto).not.toHaveProperty('userId');
    expect(dto).not.toHaveProperty('status');
  });

  it.each([
    [{ city: undefined }, 'City is required'],
    [{ city: '   ' }, 'City is required'],
    [{ state: 42 }, 'State must be text'],
    [{ country: ['India'] }, 'Country must be text'],
    [{ address_line: 'x'.repeat(201) }, 'Address line must be at most 200 characters'],
    [{ pincode: '41#001' }, 'Pincode must be 6 digits, not starting with 0'],
    [{ pincode: '12' }, 'Pincode must be 6 digits, not starting with 0'],
    [{ pincode: 'ABCDEF' }, 'Pincode must be 6 digits, not starting with 0'],
    [{ pincode: '011001' }, 'Pincode must be 6 digits, not starting with 0'],
    [{ pincode: 4110012 }, 'Pincode must be 6 digits, not starting with 0'],
    [{ mobile: 'call me' }, 'Mobile must be a phone number'],
  ])('refuses %j with a clear message', async (change, message) => {
    await expect(validate(CreateAddressDto, { ...valid, ...change })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(message),
    });
  });

  it('lists every missing field at once', async () => {
    await expect(validate(CreateAddressDto, {})).rejects.toMatchObject({
      message:
        'Address line is required; City is required; State is required; Country is required; Pincode is required; Mobile is required',
    });
  });

  it('lets an update leave fields out but not empty them', async () => {
    await expect(validate(UpdateAddressDto, { _id: 'abc', city: 'Mumbai' })).resolves.toEqual({
      _id: 'abc',
      city: 'Mumbai',
    });
    await expect(validate(UpdateAddressDto, { _id: 'abc', city: '' })).rejects.toMatchObject({
      message: 'City is required',
    });
    await expect(validate(UpdateAddressDto, { city: 'Mumbai' })).rejects.toMatchObject({
      message: '_id (the address id) is required',
    });
  });
});
