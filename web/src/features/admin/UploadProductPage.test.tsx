import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderApp, stubApi } from '../../test/render';
import UploadProductPage from './UploadProductPage';

const categories = [
  { _id: 'c1', name: 'Snacks', image: '' },
  { _id: 'c2', name: 'Beverages', image: '' },
];
const subCategories = [{ _id: 's1', name: 'Chips', image: '', category: [{ _id: 'c1', name: 'Snacks' }] }];

afterEach(() => vi.unstubAllGlobals());

const IMAGE_URL = '/media/shop-media/catalog/chips.webp';
const uploaded = { 'POST /file/upload': { body: ok({ url: IMAGE_URL }, 'Image uploaded') } };
const picture = (bytes: number) => new File([new Uint8Array(bytes)], 'chips.png', { type: 'image/png' });

async function fillRequired() {
  await userEvent.upload(screen.getByLabelText('Upload Image'), picture(2000));
  await screen.findByRole('button', { name: 'Remove image 1' });
  await userEvent.type(screen.getByLabelText('Name'), 'Plantain Chips');
  await userEvent.type(screen.getByLabelText('Description'), 'Crisp banana slices');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Snacks');
  await userEvent.type(screen.getByLabelText('Unit'), '150 g');
  await userEvent.type(screen.getByLabelText('Number of Stock'), '40');
  await userEvent.type(screen.getByLabelText('Price'), '80');
  await userEvent.type(screen.getByLabelText('Discount'), '5');
}

// The form is typed into key by key, as a person would: on a busy machine a test takes several seconds.
describe('Upload Product', { timeout: 20_000 }, () => {
  it('names every missing required field instead of sending the form', async () => {
    const calls = stubApi({
      'GET /category/get': { body: ok(categories) },
      'POST /subcategory/get': { body: ok(subCategories) },
    });
    renderApp(<UploadProductPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'Upload at least one image',
      'Choose at least one category',
      'Unit is required',
      'Price must be a number, 0 or more',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(calls.some((call) => call.path === '/product/create')).toBe(false);
  });

  it('adds category chips that can be removed, and an extra field that is then required', async () => {
    stubApi({ 'GET /category/get': { body: ok(categories) }, 'POST /subcategory/get': { body: ok(subCategories) } });
    renderApp(<UploadProductPage />);
    await screen.findByRole('option', { name: 'Snacks' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Snacks');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Beverages');
    const chips = screen.getByRole('list', { name: 'Chosen Category' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Snacks', 'Beverages']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Snacks' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Beverages']);

    await userEvent.click(screen.getByRole('button', { name: 'Add Fields' }));
    await userEvent.type(screen.getByPlaceholderText('Enter field name'), 'Origin');
    await userEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(screen.getByLabelText('Origin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Origin is required')).toBeInTheDocument();
  });

  it('keeps every value when the server refuses, and sends numbers and ids, never names', async () => {
    const calls = stubApi({
      'GET /category/get': { body: ok(categories) },
      'POST /subcategory/get': { body: ok(subCategories) },
      ...uploaded,
      'POST /product/create': { status: 400, body: refused('A product with this name already exists') },
    });
    renderApp(<UploadProductPage />);
    await screen.findByRole('option', { name: 'Snacks' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('A product with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Plantain Chips');
    expect(screen.getByLabelText('Price')).toHaveValue(80);
    expect(screen.getByRole('button', { name: 'Remove Snacks' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/product/create')?.body).toEqual({
      name: 'Plantain Chips',
      description: 'Crisp banana slices',
      image: [IMAGE_URL],
      category: ['c1'],
      subCategory: [],
      unit: '150 g',
      stock: 40,
      price: 80,
      discount: 5,
      more_details: {},
      free: false,
    });
  });

  it('refuses an image over 5 MB before uploading it, naming the limit', async () => {
    const calls = stubApi({
      'GET /category/get': { body: ok(categories) },
      'POST /subcategory/get': { body: ok(subCategories) },
    });
    renderApp(<UploadProductPage />);
    await userEvent.upload(screen.getByLabelText('Upload Image'), picture(6.7 * 1024 * 1024));
    expect(await screen.findByText('Images up to 5 MB')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/file/upload')).toBe(false);
  });

  it('confirms a created product in a popup and clears the form', async () => {
    stubApi({
      'GET /category/get': { body: ok(categories) },
      'POST /subcategory/get': { body: ok(subCategories) },
      ...uploaded,
      'POST /product/create': { status: 201, body: ok({ _id: 'p1' }, 'Product created') },
    });
    renderApp(<UploadProductPage />);
    await screen.findByRole('option', { name: 'Snacks' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const popup = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(popup).getByText('Product created')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  describe('a product sold by weight (issue 38)', () => {
    async function fillByWeight() {
      await userEvent.upload(screen.getByLabelText('Upload Image'), picture(2000));
      await screen.findByRole('button', { name: 'Remove image 1' });
      await userEvent.type(screen.getByLabelText('Name'), 'Shimla Apple');
      await userEvent.type(screen.getByLabelText('Description'), 'Crisp and sweet');
      await userEvent.selectOptions(screen.getByLabelText('Category'), 'Snacks');
      await userEvent.type(screen.getByLabelText('Unit'), 'per kg');
      await userEvent.click(screen.getByRole('radio', { name: 'By weight' }));
      await userEvent.type(screen.getByLabelText('Stock (grams)'), '20000');
      await userEvent.type(screen.getByLabelText('Price per kg'), '119.99');
      await userEvent.type(screen.getByLabelText('Discount'), '0');
      await userEvent.type(screen.getByLabelText('Step (grams)'), '50');
      await userEvent.type(screen.getByLabelText('Minimum (grams)'), '250');
      await userEvent.type(screen.getByLabelText('Maximum (grams)'), '2000');
    }

    it('asks for price per kg, stock in grams and the terms in grams, and sends them', async () => {
      const calls = stubApi({
        'GET /category/get': { body: ok(categories) },
        'POST /subcategory/get': { body: ok(subCategories) },
        ...uploaded,
        'POST /product/create': { status: 201, body: ok({ _id: 'p1' }, 'Product created') },
      });
      renderApp(<UploadProductPage />);
      await screen.findByRole('option', { name: 'Snacks' });
      const soldBy = screen.getByRole('group', { name: 'Sold by' });
      expect(within(soldBy).getByRole('radio', { name: 'By the piece or pack' })).toBeChecked();
      expect(screen.queryByLabelText('Step (grams)')).not.toBeInTheDocument();
      await fillByWeight();
      expect(screen.getByLabelText('Stock (grams)')).toHaveAccessibleDescription('In grams: 5000 is 5 kg');
      expect(screen.queryByLabelText('Number of Stock')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('dialog', { name: 'Success' });
      expect(calls.find((call) => call.path === '/product/create')?.body).toMatchObject({
        name: 'Shimla Apple',
        unit: 'per kg',
        stock: 20000,
        price: 119.99,
        sellBy: 'weight',
        weightStepGrams: 50,
        weightMinGrams: 250,
        weightMaxGrams: 2000,
      });
    });

    it('says beside each term what the server would refuse, and sends nothing', async () => {
      const calls = stubApi({
        'GET /category/get': { body: ok(categories) },
        'POST /subcategory/get': { body: ok(subCategories) },
        ...uploaded,
      });
      renderApp(<UploadProductPage />);
      await screen.findByRole('option', { name: 'Snacks' });
      await fillByWeight();
      await userEvent.clear(screen.getByLabelText('Minimum (grams)'));
      await userEvent.type(screen.getByLabelText('Minimum (grams)'), '260');
      await userEvent.clear(screen.getByLabelText('Maximum (grams)'));
      await userEvent.type(screen.getByLabelText('Maximum (grams)'), '20000');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByText('Minimum must be whole steps of 50 g')).toBeInTheDocument();
      expect(screen.getByText('Maximum must be whole grams from 1 to 10000')).toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText('Minimum (grams)'));
      await userEvent.type(screen.getByLabelText('Minimum (grams)'), '3000');
      await userEvent.clear(screen.getByLabelText('Maximum (grams)'));
      await userEvent.type(screen.getByLabelText('Maximum (grams)'), '2000');
      expect(screen.getByText('Maximum cannot be below the minimum')).toBeInTheDocument();
      expect(calls.some((call) => call.path === '/product/create')).toBe(false);
    });

    it("shows the server's refusal of the terms and keeps what was typed", async () => {
      stubApi({
        'GET /category/get': { body: ok(categories) },
        'POST /subcategory/get': { body: ok(subCategories) },
        ...uploaded,
        'POST /product/create': {
          status: 400,
          body: refused(
            'weightMinGrams and weightMaxGrams must be whole steps (multiples of weightStepGrams)',
            'WEIGHT_TERMS_INVALID',
          ),
        },
      });
      renderApp(<UploadProductPage />);
      await screen.findByRole('option', { name: 'Snacks' });
      await fillByWeight();
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        await screen.findByText('weightMinGrams and weightMaxGrams must be whole steps (multiples of weightStepGrams)'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Step (grams)')).toHaveValue(50);
      expect(screen.getByRole('radio', { name: 'By weight' })).toBeChecked();
    });
  });
});
