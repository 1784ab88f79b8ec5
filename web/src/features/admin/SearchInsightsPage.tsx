import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { SearchInsights } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { AdminHeader, EmptyState } from './AdminHeader';
import { INSIGHT_DAYS, useGetSearchInsightsQuery } from './searchInsightsApi';
import { AddAsSynonymDialog } from './synonyms/AddAsSynonymDialog';

const INSIGHTS_POLL_MS = 60_000;

/** ?days= as one of the periods offered, 7 unless the link says otherwise. */
function daysFrom(params: URLSearchParams): number {
  const days = Number(params.get('days'));
  return (INSIGHT_DAYS as readonly number[]).includes(days) ? days : INSIGHT_DAYS[0];
}

/**
 * Issue 22: what shoppers searched for most, and what they searched for and could not find, so the
 * shop can stock it or name its products the way shoppers do. Each query opens the shop's own results.
 */
export default function SearchInsightsPage() {
  usePageTitle('Search insights');
  const [params, setParams] = useSearchParams();
  const days = daysFrom(params);
  const { data, error } = useGetSearchInsightsQuery(days, {
    pollingInterval: INSIGHTS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });

  return (
    <section>
      <AdminHeader
        title="Search insights"
        action={
          <label className="flex items-center gap-2 text-sm text-neutral-700">
            Period
            <select
              value={days}
              onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
              className="h-9 rounded-md border border-neutral-300 bg-white px-2 text-neutral-900 focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-amber-500"
            >
              {INSIGHT_DAYS.map((value) => (
                <option key={value} value={value}>
                  Last {value} days
                </option>
              ))}
            </select>
          </label>
        }
      />
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {!data && !error && (
        <div className="grid gap-3 p-4 lg:grid-cols-2" aria-busy="true">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
      {data &&
        (data.top.length === 0 ? (
          <EmptyState text={`No searches in the last ${data.days} days.`} />
        ) : (
          <Insights insights={data} />
        ))}
    </section>
  );
}

function Insights({ insights }: { insights: SearchInsights }) {
  // Issue 36: the zero-result query being made a synonym of a word the shop sells.
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <div className="grid items-start gap-6 p-4 lg:grid-cols-2">
      <section aria-labelledby="insights-top">
        <h2 id="insights-top" className="mb-2 font-semibold">
          Top searches
        </h2>
        <QueryTable
          caption={`The ${insights.top.length} most searched queries of the last ${insights.days} days`}
          rows={insights.top}
          results
        />
      </section>
      <section aria-labelledby="insights-zero">
        <h2 id="insights-zero" className="mb-2 font-semibold">
          Searches that found nothing
        </h2>
        {insights.zeroResults.length === 0 ? (
          <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
            Every search of the last {insights.days} days found something.
          </p>
        ) : (
          <QueryTable
            caption={`The ${insights.zeroResults.length} most searched queries without results`}
            rows={insights.zeroResults}
            onAddSynonym={setAdding}
          />
        )}
      </section>
      <AddAsSynonymDialog query={adding} onClose={() => setAdding(null)} />
    </div>
  );
}

function QueryTable({
  caption,
  rows,
  results = false,
  onAddSynonym,
}: {
  caption: string;
  rows: { query: string; searches: number; results?: number }[];
  results?: boolean;
  /** Offers each query to be made a synonym of a word the shop sells. */
  onAddSynonym?: (query: string) => void;
}) {
  const cell = 'px-3 py-1.5';
  return (
    <table className="w-full text-left text-sm ring-1 ring-neutral-200 [border-radius:0.5rem]">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-neutral-50 text-neutral-600">
        <tr>
          <th scope="col" className={`${cell} font-medium`}>
            Query
          </th>
          <th scope="col" className={`${cell} text-right font-medium`}>
            Searches
          </th>
          {results && (
            <th scope="col" className={`${cell} text-right font-medium`}>
              Results
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-100">
        {rows.map((row) => (
          <tr key={row.query}>
            <td className={`${cell} [overflow-wrap:anywhere]`}>
              {/* The action sits in the query's cell, wrapping under it on a phone, so the query keeps the width. */}
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <Link
                  to={`/search?${new URLSearchParams({ q: row.query })}`}
                  className="text-green-800 underline-offset-2 hover:underline"
                >
                  {row.query}
                </Link>
                {onAddSynonym && (
                  <button
                    type="button"
                    onClick={() => onAddSynonym(row.query)}
                    className="whitespace-nowrap rounded bg-green-100 px-2 py-1 text-xs font-medium text-green-800 hover:bg-green-200"
                  >
                    Add as synonym of …<span className="sr-only"> ({row.query})</span>
                  </button>
                )}
              </div>
            </td>
            <td className={`${cell} text-right tabular-nums`}>{row.searches}</td>
            {results && (
              <td
                className={`${cell} text-right tabular-nums ${row.results === 0 ? 'font-semibold text-red-700' : ''}`}
              >
                {row.results}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
