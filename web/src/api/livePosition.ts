/** The answer header naming where the gateway's live events stood when the call arrived. */
export const LIVE_POSITION_HEADER = 'Live-Position';

let calls = 0;
let earliest: { call: number; position: string } | undefined;

/** Numbers an /api call as it starts, for livePositionAnswered. */
export function liveCallStarted(): number {
  return calls++;
}

/** Keeps the Live-Position of the earliest call answered since the stream last opened. */
export function livePositionAnswered(call: number, position: string | null | undefined): void {
  if (position && (!earliest || call < earliest.call)) earliest = { call, position };
}

/**
 * Where a stream opening now must resume so that no change the page's data may not show is missed:
 * the position of the earliest call answered since the last opening, which it forgets.
 */
export function takeLivePosition(): string | undefined {
  const position = earliest?.position;
  earliest = undefined;
  return position;
}
