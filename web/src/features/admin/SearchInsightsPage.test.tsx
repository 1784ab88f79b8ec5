import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import SearchInsightsPage from './SearchInsightsPage';

afterEach(() => vi.unstubAllGlobals());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('admin Search insights (issue 22)', { timeout: 20_000 }, () => {
  it('lists the top queries and those that found nothing, each linked to its results', async () => {
    const calls = stubApi({
      'GET /product/search-insights': ({ query }) => ({
        body: ok({
          days: Number(query.days),
          top: [
            { query: 'mango', searches: 42, results: 7 },
            { query: 'oat milk', searches: 9, results: 0 },
          ],
          zeroResults: [{ query: 'oat milk', searches: 9 }],
        }),
      }),
    });
    renderApp(<SearchInsightsPage />, { path: '/dashboard/search-insights' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search insights' })).toBeInTheDocument();
    const top = await screen.findByRole('table', { name: /most searched queries of the last 7 days/ });
    expect(rowsOf(top)).toEqual([
      ['mango', '42', '7'],
      ['oat milk', '9', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: /without results/ }))).toEqual([
      ['oat milkAdd as synonym of … (oat milk)', '9'],
    ]);
    expect(within(top).getByRole('link', { name: 'oat milk' })).toHaveAttribute('href', '/search?q=oat+milk');
    expect(calls[0].query).toEqual({ days: '7' });

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 30 days');
    expect(await screen.findByRole('table', { name: /of the last 30 days/ })).toBeInTheDocument();
    expect(calls.at(-1)!.query).toEqual({ days: '30' });
  });

  it('says so when nobody searched, and when every search found something', async () => {
    stubApi({
      'GET /product/search-insights': ({ query }) => ({
        body: ok(
          query.days === '7'
            ? { days: 7, top: [], zeroResults: [] }
            : { days: 90, top: [{ query: 'rice', searches: 3, results: 12 }], zeroResults: [] },
        ),
      }),
    });
    renderApp(<SearchInsightsPage />, { path: '/dashboard/search-insights' });
    expect(await screen.findByText('No searches in the last 7 days.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    expect(await screen.findByText('Every search of the last 90 days found something.')).toBeInTheDocument();
  });

  it('makes a query that found nothing a synonym of a word the shop sells (issue 36)', async () => {
    const calls = stubApi({
      'GET /product/search-insights': {
        body: ok({
          days: 7,
          top: [{ query: 'yoghurt', searches: 4, results: 0 }],
          zeroResults: [{ query: 'yoghurt', searches: 4 }],
        }),
      },
      'GET /product/synonyms': {
        body: ok([
          {
            _id: '1'.padStart(24, '0'),
            kind: 'twoWay',
            words: ['curd', 'dahi'],
            revision: 0,
            createdAt: '',
            updatedAt: '',
          },
        ]),
      },
      'POST /product/synonyms/add-phrase': {
        body: ok({ _id: '1'.padStart(24, '0'), kind: 'twoWay', words: ['curd', 'dahi', 'yoghurt'], revision: 1 }),
      },
    });
    renderApp(<SearchInsightsPage />, { path: '/dashboard/search-insights' });
    const zero = await screen.findByRole('table', { name: /without results/ });
    await userEvent.click(within(zero).getByRole('button', { name: 'Add as synonym of … (yoghurt)' }));
    const dialog = screen.getByRole('dialog', { name: 'Add “yoghurt” as a synonym' });
    const word = within(dialog).getByLabelText('Synonym of');
    await waitFor(() => expect(word).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(within(dialog).getByText('Please enter the word the shop sells it as')).toBeInTheDocument();
    await userEvent.type(word, 'curd{Enter}');
    expect(await screen.findByText('Searches for “yoghurt” now also find “curd”')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/product/synonyms/add-phrase')!.body).toEqual({
      phrase: 'yoghurt',
      synonymOf: 'curd',
    });
    expect(screen.queryByRole('dialog', { name: 'Add “yoghurt” as a synonym' })).not.toBeInTheDocument();
  });
});
