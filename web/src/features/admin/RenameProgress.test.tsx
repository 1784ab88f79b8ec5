import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import { RenameProgress } from './RenameProgress';

afterEach(() => vi.unstubAllGlobals());

describe('RenameProgress (a rename whose products follow in the background)', () => {
  it('shows how far the rename of a category got, asks again until it is done, then says nothing', async () => {
    const answers = [
      [{ _id: 'category:c1', field: 'category', name: 'Fresh Fruit', done: 200, total: 1500 }],
      [{ _id: 'category:c1', field: 'category', name: 'Fresh Fruit', done: 1400, total: 1500 }],
      [],
    ];
    const calls = stubApi({ 'GET /category/renames': () => ({ body: ok(answers.shift() ?? []) }) });
    renderApp(<RenameProgress field="category" />);
    expect(
      await screen.findByText(/Updating products to the new name “Fresh Fruit”: 200 of 1,500/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/1,400 of 1,500/, undefined, { timeout: 4000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText(/Updating products/)).not.toBeInTheDocument(), { timeout: 4000 });
    expect(calls.filter((call) => call.path === '/category/renames')).toHaveLength(3);
  });

  it('leaves out the renames of the other kind', async () => {
    stubApi({
      'GET /category/renames': {
        body: ok([{ _id: 'subCategory:s1', field: 'subCategory', name: 'Juice', done: 0, total: 0 }]),
      },
    });
    renderApp(
      <>
        <RenameProgress field="category" />
        <RenameProgress field="subCategory" />
      </>,
    );
    expect(await screen.findByText(/new name “Juice”: starting/)).toBeInTheDocument();
    const [categories, subCategories] = screen.getAllByRole('status');
    expect(categories).toBeEmptyDOMElement();
    expect(subCategories).not.toBeEmptyDOMElement();
  });
});
