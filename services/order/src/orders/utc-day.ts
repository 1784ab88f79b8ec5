/** 'YYYY-MM-DD' of a moment, in UTC: the days of the summary, the counters, the lists' date ranges. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
