/** A gap in a row of page numbers ("1 … 6 7 8 … 419"). */
export const GAP = 'gap';

/**
 * The page numbers to offer around `current` out of `total`: always the first and the last, `spread`
 * pages either side of the current one, and a gap wherever numbers are left out (a gap never stands
 * for a single page: that page is shown instead).
 */
export function pageNumbers(current: number, total: number, spread = 1): (number | typeof GAP)[] {
  if (total <= 0) return [];
  const wanted = new Set([1, total]);
  for (let page = current - spread; page <= current + spread; page += 1) {
    if (page >= 1 && page <= total) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const row: (number | typeof GAP)[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) row.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) row.push(GAP);
    row.push(page);
  });
  return row;
}

/** The page a typed number asks for, kept within 1..total; undefined when it is not a whole number. */
export function requestedPage(text: string, total: number): number | undefined {
  const page = Number(text.trim());
  if (!text.trim() || !Number.isInteger(page)) return undefined;
  return Math.min(Math.max(page, 1), Math.max(total, 1));
}
