/** Room a day's label needs on the axis ('24 Nov'), in CSS pixels. */
const LABEL_WIDTH = 48;

/**
 * Which days the axis names: today always, then every `step`-th day back, as many as the width holds.
 * (Chart.js's own skipping names the first day and may drop the last: today went unnamed on a phone.)
 */
export function labelledDays(count: number, width: number): (index: number) => boolean {
  const step = Math.max(1, Math.ceil((count * LABEL_WIDTH) / Math.max(width, LABEL_WIDTH)));
  return (index) => (count - 1 - index) % step === 0;
}
