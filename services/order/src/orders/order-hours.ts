/** 'YYYY-MM-DD' of a moment, in UTC (the summary's and the counters' days). */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH' of a moment, in UTC: the bucket the admin list reads orders by (Order.createdHour). */
export function hourOf(at: Date): string {
  return at.toISOString().slice(0, 13);
}
