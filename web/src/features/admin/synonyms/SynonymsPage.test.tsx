import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../../test/render';
import SynonymsPage from './SynonymsPage';

afterEach(() => vi.unstubAllGlobals());

const group = (id: string, fields: Record<string, unknown>) => ({
  _id: id.padStart(24, '0'),
  revision: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const curd = group('1', { kind: 'twoWay', words: ['curd', 'dahi'] });
const softDrink = group('2', { kind: 'oneWay', from: 'soft drink', words: ['cola', 'soda'] });

const listed = () =>
  within(screen.getByRole('list', { name: 'Synonym groups' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('admin Synonyms (issue 36)', { timeout: 20_000 }, () => {
  it('lists the groups and narrows them to those holding the filter text', async () => {
    stubApi({ 'GET /product/synonyms': { body: ok([curd, softDrink]) } });
    renderApp(<SynonymsPage />, { path: '/dashboard/synonyms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Synonyms' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Synonym groups' });
    expect(listed()).toEqual(['Two-waycurd, dahiEditDelete', 'One-waysoft drink → cola, sodaEditDelete']);
    await userEvent.type(screen.getByLabelText('Filter groups'), 'cola');
    expect(listed()).toEqual(['One-waysoft drink → cola, sodaEditDelete']);
    expect(screen.getByText('1 of 2 groups')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Filter groups'));
    await userEvent.type(screen.getByLabelText('Filter groups'), 'paneer');
    expect(screen.getByText('No group holds “paneer”.')).toBeInTheDocument();
  });

  it('adds a one-way group with its general word and the words it covers', async () => {
    const calls = stubApi({
      'GET /product/synonyms': { body: ok([curd]) },
      'POST /product/synonyms/create': ({ body }) => ({
        body: ok(group('3', body as Record<string, unknown>), 'Synonym group created'),
      }),
    });
    renderApp(<SynonymsPage />, { path: '/dashboard/synonyms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add group' }));
    const dialog = screen.getByRole('dialog', { name: 'Add synonym group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(within(dialog).getByText('Please enter at least two words, separated by commas')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /One-way/ }));
    await userEvent.type(within(dialog).getByLabelText('General word'), 'cold drink');
    await userEvent.type(within(dialog).getByLabelText('Words it covers'), 'cola, soda,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('Synonym group created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      kind: 'oneWay',
      from: 'cold drink',
      words: ['cola', 'soda'],
    });
  });

  it('says a group changed meanwhile, keeps the edit, and saves again at the revision shown', async () => {
    let saves = 0;
    const calls = stubApi({
      'GET /product/synonyms': { body: ok([curd]) },
      'PUT /product/synonyms/update': ({ body }) =>
        ++saves === 1
          ? {
              status: 409,
              body: {
                success: false,
                error: true,
                data: null,
                code: 'CHANGED_MEANWHILE',
                message: 'This synonym group was changed meanwhile; check the current figures and save again',
                current: { ...curd, words: ['curd', 'dahi', 'yogurt'], revision: 1 },
              },
            }
          : { body: ok(group('1', { ...(body as Record<string, unknown>), revision: 2 }), 'Synonym group updated') },
    });
    renderApp(<SynonymsPage />, { path: '/dashboard/synonyms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit curd, dahi' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit synonym group' });
    const words = within(dialog).getByLabelText('Words');
    await userEvent.clear(words);
    await userEvent.type(words, 'curd, dahi, doi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Changed meanwhile: it now reads "curd, dahi, yogurt". Your changes are still here',
    );
    expect(words).toHaveValue('curd, dahi, doi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('Synonym group updated')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(puts).toEqual([
      { _id: curd._id, revision: 0, kind: 'twoWay', words: ['curd', 'dahi', 'doi'] },
      { _id: curd._id, revision: 1, kind: 'twoWay', words: ['curd', 'dahi', 'doi'] },
    ]);
  });

  it('deletes a group only once confirmed, naming its revision', async () => {
    const calls = stubApi({
      'GET /product/synonyms': { body: ok([curd]) },
      'DELETE /product/synonyms/delete': { body: ok({ _id: curd._id }, 'Synonym group deleted') },
    });
    renderApp(<SynonymsPage />, { path: '/dashboard/synonyms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete curd, dahi' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete synonym group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete curd, dahi' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete synonym group' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Synonym group deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')!.body).toEqual({ _id: curd._id, revision: 0 });
  });
});
